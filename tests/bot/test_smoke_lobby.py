from __future__ import annotations


async def test_game_new_posts_lobby_and_thread(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    result = await alice.slash(channel, "game new", game="toyrails", seats=3)
    assert not result.ephemeral
    assert "lobby" in result.response.content
    assert len(channel.threads) == 1
