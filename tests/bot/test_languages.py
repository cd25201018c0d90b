"""The game's language and each member's: the server's locale as the default, the host's
choice, and private messages in the locale a member was last seen with. (Whole games read in
their players' languages are tests/obligations/test_table.py.)"""

from __future__ import annotations

from tests.bot.helpers import refusals


async def test_the_language_defaults_to_the_server_and_the_host_changes_it(simcord_env, locales):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("spellen")
    host, guest = (guild.add_member(simcord_env.create_user(n)) for n in ("host", "guest"))
    locales[guild.id] = "nl"  # a Dutch server; the host's own Discord is in English
    lobby = (await host.slash(channel, "game new", game="toyrails", seats=3)).response
    assert "Taal: Nederlands" in lobby.content and "Plaatsen (1/3)" in lobby.content
    thread = channel.threads[-1]
    assert thread.name.endswith("#1") and "Deze thread hoort bij" in thread.history()[0].content
    # Only the host switches the language: English, French, Dutch, round again.
    refused = await guest.click(lobby, label="Taal: Nederlands")
    assert refused.ephemeral and refused.response.content == "Only the host can do that."
    await host.click(lobby, label="Taal: Nederlands")
    assert "Language: English" in lobby.content
    await host.click(lobby, label="Language: English")
    assert "Langue\u202f: Français" in lobby.content
    await guest.click(lobby, label="Rejoindre")
    await host.click(lobby, label="Ajouter un joueur ordinateur")
    assert "3. Ordinateur 1" in lobby.content
    await host.click(lobby, label="Lancer la partie")
    assert any("La partie Rails jouets n°" in (m.content or "") for m in thread.history())
    # /game settings changes it later; the host reads the answer in their own language.
    answer = await host.slash(thread, "game settings", language="nl")
    assert answer.ephemeral and "Saved." in answer.response.content
    assert "Language of the game's messages and images: Nederlands" in answer.response.content
    async with simcord_env.bot.sessions.open(1) as s:
        assert s.row.language == "nl"
    status = await guest.slash(thread, "game status")
    assert "Language: Nederlands" in status.response.content
    forged = await guest.slash(thread, "game settings", language="nl")
    assert forged.ephemeral and "Only the host" in forged.response.content
    refusals(simcord_env)


async def test_a_dm_without_an_interaction_follows_the_locale_last_seen(
    simcord_env, locales, make_bot
):
    """An English game; Fleur's Discord is in French. Her prompts come by DM without an
    interaction (after a restart, too): in French, the locale she was last seen with."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, fleur = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "fleur"))
    locales[fleur.id] = "fr"
    lobby = (await ann.slash(channel, "game new", game="toyrails", seats=2)).response
    await fleur.click(lobby, label="Join")  # Fleur is seen with her French locale here
    await simcord_env.restart_bot(make_bot())  # remembered in storage, not only in memory
    await ann.click(lobby, label="Start")
    thread = channel.threads[-1]
    assert any("started" in (m.content or "") for m in thread.history())
    fleur_dm = fleur.user.dm_channel.last_message.content
    ann_dm = ann.user.dm_channel.last_message.content
    assert "Votre décision" in fleur_dm and "Your decision" in ann_dm


async def test_a_finished_french_prompt_keeps_its_header_on_its_own_line(simcord_env, locales):
    """A DM prompt once answered reads "**Rails jouets n° 1** (fil : #…)" then what was
    chosen, on its own line: never "(fil : #…): Vous avez…", a colon some code put in."""
    from tests.bot.helpers import Table
    from tests.bot.languages import unspaced

    table = Table(simcord_env, n=2, names=("fleur", "ann"))
    fleur, _ = table.players
    locales[fleur.id] = "fr"
    game_id, _, _ = await table.open_game(seats=2)
    for _ in range(20):
        history = fleur.user.dm_channel.history()
        done = [m.content for m in history if not m.components and "Votre choix" in m.content]
        if done:
            break
        view = await table.view(game_id)
        member = table.by_id[view["active_players"][0]]
        if view["phase"] == "track":
            await table.move_by_command(member, table.channel.threads[-1])
        else:
            await table.play_dm(member)
    assert done, "Fleur's first prompt was never answered"
    header, chose = done[0].split("\n")[:2]
    assert header.startswith("**Rails jouets n°") and header.endswith(">)")
    assert chose.startswith("Votre choix\u202f: ")
    assert unspaced(done, "fr") == []
