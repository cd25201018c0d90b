"""Who is still at the table: the person who moved last, while only computer seats moved
after them (their DM goes on to their next decision instead of a new DM each time)."""

from bot.sessions import _at_table


def test_a_person_stays_at_the_table_while_computer_seats_answer():
    after_alice = _at_table(None, "alice", "alice")
    assert after_alice == "alice"
    assert _at_table(after_alice, "cpu:1", "cpu") == "alice"
    assert _at_table(_at_table(after_alice, "cpu:1", "cpu"), "cpu:2", "cpu") == "alice"


def test_another_person_or_a_stand_in_ends_it():
    assert _at_table("alice", "bob", "bob") == "bob"
    # A computer standing in for Bob at his deadline moves hours later: Alice's next decision
    # must reach her as a new DM, which notifies.
    assert _at_table("alice", "bob", "cpu:timeout") is None
    assert _at_table("alice", "bob", "cpu:away") is None
    # Old records without an actor were made by the seat's person.
    assert _at_table("alice", "bob", None) == "bob"
