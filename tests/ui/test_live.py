"""The real live screen, headless (pipe input, dummy output at 80x24): keys in, screen text
and the session log checked after each step."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

from companion.session import SessionService
from engine.state import state_hash
from tests.ui.harness import ENTER, ESC, RIGHT, Live, ctrl

Scenario = Callable[[Live], Awaitable[None]]


def play(tmp_path: Path, scenario: Scenario, **kw: object) -> Live:
    """Run ``scenario`` against a fresh live screen; returns it (closed) for log checks."""

    async def main() -> Live:
        async with Live(tmp_path, **kw) as live:  # type: ignore[arg-type]
            await scenario(live)
        return live

    return asyncio.run(main())


async def enter_room_with_ghouls(live: Live) -> None:
    screen = await live.keys(ctrl("r"))
    assert "Room 1 of 6" in screen
    assert "GM Ann" in screen
    await live.keys(":")
    await live.type('challenge add "Ghoul pack" 6 --deadly')
    screen = await live.keys(ENTER)
    assert "Ghoul pack 6 deadly" in screen


async def act(live: Live, text: str) -> str:
    await live.keys(ENTER)
    await live.type(text)
    return await live.keys(ENTER)


def log_events(log: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()[1:]]


def test_a_scripted_room_from_first_action_to_challenge_overcome(tmp_path: Path) -> None:
    """Rule: "one overwhelming success ... the modified action roll is at least 4 more than
    the challenge rating" overcomes the challenge; below the rating is a partial failure."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        # 1. Grignr: no bonus, physical die 3 against 6 -> partial failure.
        screen = await act(live, "I swing Mother at the nearest ghoul")
        assert "“I swing Mother at the nearest ghoul”" in screen
        assert "RULING" in screen
        assert "Net bonus +0" in screen
        screen = await live.keys(ENTER)
        assert "ROLL" in screen
        assert "physical die" in screen
        screen = await live.keys("3")
        assert "PARTIAL FAILURE" in screen
        assert "die 3* +0 = 3 against 6" in screen
        assert "Grignr 1/3" in screen
        # 2. Lady Vespera: background and equipment (+2), die 4 -> 6: partial success.
        await live.keys(RIGHT)
        screen = await act(live, "I wave my parasol imperiously at the ghouls")
        assert "Lady Vespera" in screen
        screen = await live.keys("b", "e")
        assert "Net bonus +2" in screen
        assert "✓background +1" in screen
        await live.keys(ENTER)
        screen = await live.keys("4")
        assert "PARTIAL SUCCESS" in screen
        assert "= 6 against 6" in screen
        assert "✓1/5 by 1/3" in screen
        # 3. Pellinor: card 1, background, equipment, clever +2, overwhelming possible:
        # +5, die 5 -> 10 >= 6 + 4: overwhelming success, the challenge is overcome.
        await live.keys(RIGHT)
        await act(live, "I unfold my map of the ghoul warren and it tells me loudly where")
        screen = await live.keys("1", "b", "e", "c", "c", "o")
        assert "Net bonus +5" in screen
        assert "clever +2" in screen
        assert "✓overwhelming possible" in screen
        await live.keys(ENTER)
        screen = await live.keys("5")
        assert "OVERWHELMING SUCCESS" in screen
        assert "✔ Ghoul pack (6) overcome" in screen
        assert "by overwhelming success" in screen

    live = play(tmp_path, scenario)
    events = log_events(live.log)
    types = [e["type"] for e in events]
    assert types.count("action_resolved") == 3
    assert (
        types[-3:-1] == ["action_resolved", "challenge_overcome"] or "challenge_overcome" in types
    )
    outcomes = [e["outcome"] for e in events if e["type"] == "action_resolved"]
    assert outcomes == ["partial_failure", "partial_success", "overwhelming_success"]
    dice = [e["die"] for e in events if e["type"] == "die_rolled"]
    assert [d["value"] for d in dice] == [3, 4, 5]
    assert all(d["manual"] for d in dice)
    assert types[-1] == "cards_dealt"


def test_typing_never_fires_a_key_command(tmp_path: Path) -> None:
    """Design: "typing a description never triggers a key command", on the table screen
    too: the first key starts the description (issue 13: "Thrudd swings his axe" rolled a
    dungeon turn, undid it, paused the clock)."""
    text = "q? u:1 b e x c o t d N Z F T S R H"

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        screen = await live.type(text)
        assert "TYPING" in screen
        assert text in screen
        screen = await live.keys(ENTER)
        assert "RULING" in screen
        assert "Net bonus +0" in screen

    live = play(tmp_path, scenario)
    said = [e["text"] for e in log_events(live.log) if e["type"] == "utterance"]
    assert said == [text]
    assert "game_ended" not in live.log_types()
    assert "rocks_fell" not in live.log_types()


def test_help_shows_the_keys_of_the_current_screen(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        screen = await live.keys("?")
        assert "Keys: TABLE" in screen
        assert "next room (after Eye: out)" in screen
        assert "quit (asks first" in screen
        screen = await live.keys(ESC)
        assert "Keys:" not in screen
        await enter_room_with_ghouls(live)
        await act(live, "I glare")
        screen = await live.keys("?")
        assert "Keys: RULING" in screen
        assert "clever bonus 0 / +1 / +2" in screen
        await live.keys(ESC, ENTER)
        screen = await live.keys("?")
        assert "Keys: ROLL" in screen
        assert "physical die" in screen
        screen = await live.keys("q")
        assert "Keys:" not in screen
        assert "ROLL" in screen

    play(tmp_path, scenario)


def test_quit_asks_first(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        screen = await live.keys(ctrl("q"))
        assert "Quit?" in screen
        screen = await live.keys("n")
        assert "Quit?" not in screen
        assert not live.task.done()
        await live.keys(ctrl("q"), "y")
        await asyncio.wait_for(live.task, 2)

    play(tmp_path, scenario)


def test_undo_steps_back_any_number_of_commands(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        before = state_hash(live.port.state)
        await act(live, "I glare")
        await live.keys("b", "e")
        screen = await live.keys("u")
        assert "Net bonus +1" in screen
        await live.keys("u", "u")
        assert state_hash(live.port.state).startswith(before[:0])
        assert live.port.state.pending is None
        assert live.ui.mode == "table"

    live = play(tmp_path, scenario)
    assert live.log_types().count("undone") == 3


def test_the_log_resumes_the_exact_state(tmp_path: Path) -> None:
    """Resilience: the log is written per event; ``--resume LOG`` restores the state."""
    seen: list[str] = []

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await act(live, "I swing")
        await live.keys("b", ENTER)
        seen.append(state_hash(live.port.state))

    live = play(tmp_path, scenario)
    resumed = SessionService.resume(live.log)
    assert resumed.reopened is not None, "the break is recorded"
    assert state_hash(resumed.session.state_before(resumed.reopened.seq)) == seen[0]
    assert resumed.state.pending is not None
    assert resumed.state.pending.stage == "confirmed"
    resumed.close()


def test_a_torn_last_line_is_cut_before_resuming(tmp_path: Path) -> None:
    """A ``kill -9`` mid-write leaves half a line: resume drops it and appends after."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)

    live = play(tmp_path, scenario)
    whole = live.log.read_text(encoding="utf-8")
    live.log.write_text(whole + '{"seq": 99, "type": "roo', encoding="utf-8")
    port = SessionService.resume(live.log)
    assert port.warnings
    assert "torn" in port.warnings[0]
    port.apply("turn")
    port.close()
    assert SessionService.resume(live.log).state.clock.turns == 1


def test_gm_action_then_reaction(tmp_path: Path) -> None:
    """Rule: "The GM describes an action up to the moment when a character has an opportunity
    to react ... the character's player then describes that reaction"."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await live.keys(ctrl("g"))
        await live.type("A ghoul leaps from the rafters")
        screen = await live.keys(ENTER)
        assert "must react" in screen
        assert "TYPING" in screen
        await live.type("I duck behind my shield")
        screen = await live.keys(ENTER)
        assert "GM action on Grignr of Ecalpon: A ghoul leaps from the rafters" in screen
        await live.keys(ENTER)
        screen = await live.keys("6")
        assert "GM act after 2" in screen

    live = play(tmp_path, scenario)
    assert "gm_action_started" in live.log_types()


def test_special_moves_by_key(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        screen = await live.keys(ctrl("t"))
        assert "Turn 1" in screen
        await live.keys(ctrl("f"))
        screen = await live.keys(ctrl("x"), "r")
        assert "The party rests one turn." in screen
        await live.keys(ctrl("x"), "v")
        screen = await live.keys(ctrl("p"))
        assert "(paused)" in screen
        await live.keys(ctrl("p"))
        screen = await live.keys(ctrl("x"), "d")
        assert "needs 30 minutes in the room" in screen, "refused before the vote (issue 13)"
        assert live.ui.mode == "table"
        live.port.apply("deus vote no")
        screen = await live.keys(ctrl("x"), "f")
        assert "Rocks fall" in screen
        screen = await live.keys("y")
        assert "premonitory dream" in screen
        screen = await live.keys(ctrl("x"), "z", "y")
        assert "The game has ended" in screen

    live = play(tmp_path, scenario)
    types = live.log_types()
    for wanted in (
        "turn_passed",
        "searched",
        "rested",
        "continuity_violated",
        "clock_paused",
        "clock_resumed",
        "deus_voted",
        "rocks_fell",
        "game_ended",
    ):
        assert wanted in types


def test_errors_are_one_red_line_and_change_nothing(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await live.keys(":")
        await live.type("roll 9")
        screen = await live.keys(ENTER)
        assert "out of range" in screen
        await live.keys(":")
        await live.type("fly away")
        screen = await live.keys(ENTER)
        assert "unknown command 'fly'" in screen

    live = play(tmp_path, scenario)
    assert live.log_types() == ["session_started"]


def test_command_line_completes_with_tab(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"), ":")
        await live.type("contin")
        screen = await live.keys("\t")
        assert ":continuity" in screen
        await live.type(" lad")
        screen = await live.keys("\t")
        assert ':continuity "Lady Vespera of the Lonely Tower"' in screen
        screen = await live.keys(ENTER)
        assert "Continuity violation: Lady Vespera" in screen

    live = play(tmp_path, scenario)
    assert "continuity_violated" in live.log_types()


def test_a_larger_terminal_shows_the_same_panels(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        screen = await live.keys(ctrl("r"))
        lines = screen.splitlines()
        assert len(lines) == 40
        assert "Room 1 of 6" in lines[0]
        assert "Pool" in screen
        assert "Party" in screen
        assert "TABLE" in screen

    play(tmp_path, scenario, rows=40, columns=120)


def test_secret_notes_show_only_on_request(tmp_path: Path) -> None:
    """Rule: "relevant secret information must be passed to the next GM": room 2's GM sees
    room 1's notes too; nobody sees them until the GM presses H."""

    async def scenario(live: Live) -> None:
        gs = live.port.state
        first = gs.table.room_of(gs.room_order[0]).secrets.strip().splitlines()[0]
        second = gs.table.room_of(gs.room_order[1]).secrets.strip().splitlines()[0]
        await live.keys(ctrl("r"))
        assert first[:30] not in live.screen
        screen = await live.keys(ctrl("k"))
        assert "SECRETS" in screen
        assert first[:30] in screen
        screen = await live.keys(ctrl("k"))
        assert first[:30] not in screen
        await live.keys(ctrl("r"))
        screen = await live.keys(ctrl("k"))
        assert "Passed on from room 1" in screen
        assert second[:30] in screen
        assert first[:30] in screen

    play(tmp_path, scenario, rows=40, columns=120)


def test_the_deus_vote_is_offered_once_at_thirty_minutes(tmp_path: Path) -> None:
    """Offered on the message line, never asked: a question would take the keys of a
    description being typed."""
    now = [1000.0]

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        now[0] += 30 * 60
        screen = await live.until(lambda: "may vote on the deus ex machina" in live.screen)
        assert live.ui.mode == "table"
        screen = await live.keys(ctrl("x"), "d")
        assert "vote for the deus ex machina" in screen
        await live.keys("n")
        screen = await live.keys(ctrl("x"), "d")
        assert "vote for the deus ex machina" in screen
        await live.keys("y")
        screen = await live.keys(ctrl("x"), "d")
        assert "Invoke the deus ex machina now?" in screen
        screen = await live.keys("y")
        assert "Deus ex machina!" in screen
        assert "by deus ex machina" in screen

    live = play(tmp_path, scenario, clock=lambda: now[0])
    assert live.log_types().count("deus_voted") == 2


def test_a_reaction_that_ignores_the_threat_is_a_partial_failure(tmp_path: Path) -> None:
    """Rule: "If the player's chosen reaction is not an attempt to address the threat, the GM
    assesses an automatic partial failure instead of rolling"."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await live.keys(ctrl("g"))
        await live.type("A ghoul bites")
        await live.keys(ENTER)
        await live.type("I admire the chandelier")
        screen = await live.keys(ENTER)
        assert "[i]·ignores the threat" in screen
        screen = await live.keys("i")
        assert "[i]✓ignores the threat" in screen
        screen = await live.keys(ENTER)
        assert "PARTIAL FAILURE (automatic, no roll)" in screen

    live = play(tmp_path, scenario)
    (resolved,) = [e for e in log_events(live.log) if e["type"] == "action_resolved"]
    assert resolved["automatic"] is True
    assert "die_rolled" not in live.log_types()


def test_second_die_then_override_then_plot(tmp_path: Path) -> None:
    """Rules: "If the die roll is a 1, but the bonus is high enough that the action would
    succeed anyway, the player rolls a second die. If this is also a 1, the result is a
    partial failure"; plot advancement overcomes a challenge without a roll."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await act(live, "I swing Mother with a flourish")
        await live.keys("1", "b", "e", "c", "c", ENTER)
        screen = await live.keys("1")
        assert "the rules call for a second die" in screen
        screen = await live.keys("1")
        assert "PARTIAL FAILURE" in screen
        assert "die 1* then 1* +5 = 6 against 6" in screen
        await live.keys(RIGHT)
        await act(live, "I sing at them")
        await live.keys(ENTER, ":")
        await live.type('override outcome partial_success --reason "the GM liked it"')
        screen = await live.keys(ENTER)
        assert "PARTIAL SUCCESS" in screen
        assert "(GM override)" in screen
        await live.keys(ctrl("x"), "p")
        screen = await live.keys(ENTER)
        assert "✔ Ghoul pack (6) overcome" in screen
        assert "by plot advancement" in screen

    live = play(tmp_path, scenario)
    types = live.log_types()
    assert types.count("die_rolled") == 2
    assert "overridden" in types
    assert types[-1] == "challenge_overcome"


def test_the_final_room_fits_80x24(tmp_path: Path) -> None:
    """Rule: the pool is "3 plus the room number ... plus an additional 2 in the final room":
    11 cards in room 6 of 6, every one on screen with its key, in every mode."""

    async def scenario(live: Live) -> None:
        for n in range(1, 7):
            live.port.apply(f"room enter {n}")
        for name, rating in (("Ghoul pack", 6), ("The warden", 13), ("The bridge", 9)):
            live.port.apply(f'challenge add "{name}" {rating}')
        names = [live.ui.card_names[c] for c in live.port.state.piles.pool]
        assert len(names) == 11
        screen = await live.keys(RIGHT)
        for key, name in zip("1234567890-", names, strict=True):
            assert f" {key} {name}" in screen
        assert "Ulfgar Skullcleaver" in screen
        await act(live, "I swing at the warden")
        screen = await live.keys("-")
        assert f"-+{names[10]}" in screen
        assert "Enter accepts the ruling" in screen
        assert "The bridge 9 ✓0/5" in screen
        assert "▶ Grignr of Ecalpon (Bors)" in screen
        assert "Ulfgar Skullcleaver (Finn)" in screen

    live = play(tmp_path, scenario)
    assert [e.get("command") for e in log_events(live.log)][-1].startswith("card add ")


def test_keys_remapped_in_the_config(tmp_path: Path) -> None:
    """``[ui] keys = {gm-action = "f5", confirm = "y"}``: the new keys work, the old ones
    not."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        screen = await live.keys(ctrl("g"))
        assert "TYPING" not in screen
        assert "F5 GM action" in screen, "the bottom line names the remapped key"
        screen = await live.keys("\x1b[15~")
        assert "GM action on Grignr" in screen
        await live.keys(ESC)
        await live.type("I glare")
        await live.keys(ENTER)
        screen = await live.keys(ENTER)
        assert "RULING" in screen
        assert "y accepts the ruling" in screen, "the prompt names the remapped key"
        assert "Enter accepts" not in screen
        screen = await live.keys("y")
        assert "ROLL" in screen
        await live.keys(ESC, "?")
        assert "y           accept ruling, then roll" in live.screen

    async def run() -> None:
        live = Live(tmp_path)
        live.ui.keys = {"gm-action": "f5", "confirm": "y"}
        async with live:
            await scenario(live)

    asyncio.run(run())


def test_claim_the_eye_and_leave_by_the_way_in(tmp_path: Path) -> None:
    """Rules: "in the final room, overcoming this maximum-rated challenge should be necessary
    for claiming the Eye"; "After acquiring the Eye, they leave the dungeon the way they
    came"."""

    async def scenario(live: Live) -> None:
        for n in range(1, 7):
            live.port.apply(f"room enter {n}")
        rating = live.port.state.room.max_rating
        live.port.apply(f'challenge add "The warden" {rating}')
        screen = await live.keys(ctrl("x"), "e", "y")
        assert "The warden (rating 13) still stands" in screen
        await live.keys(ctrl("x"), "p")
        await live.keys(ENTER)
        screen = await live.keys(ctrl("x"), "e")
        assert "Claim the Eye?" in screen
        screen = await live.keys("y")
        assert "claims the Eye of Argon" in screen
        screen = await live.keys(ctrl("r"))
        assert "Leave this room toward the exit?" in screen
        screen = await live.keys("y")
        assert "Room 5 of 6 (way out)" in screen

    live = play(tmp_path, scenario)
    types = live.log_types()
    assert "eye_claimed" in types
    assert types.count("room_entered") == 7
