"""The console in-process: real prompt_toolkit sessions fed through a pipe, and the match loop.

The rules cited: official-rules-fr.txt ("Si vous n'avez pas de carte [...]
vous devez piocher"; "UNO [...] 2 cartes de pénalité").
"""

from __future__ import annotations

import io
import random

import pytest

from uno_access import engine as e
from uno_access.cli import solo_seat
from uno_access.console.commands import Verb, parse_command
from uno_access.console.options import ConsoleOptions, Level, MatchOptions, Verbosity
from uno_access.console.output import Output
from uno_access.console.reader import Key, PromptReader
from uno_access.console.render import BRAILLE_CELLS, bot_names
from uno_access.console.session import HUMAN, Session
from uno_access.engine.cards import Card, Color, Rank
from uno_access.engine.view import Phase
from uno_access.i18n import Translator
from uno_access.notation import format_card, spoken
from uno_access.speech.base import RecordingSpeaker


class Lines:
    """A reader that types the given lines, then ends the input."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def read(self, prompt: str) -> str | None:
        self.prompts.append(prompt)
        return self.lines.pop(0) if self.lines else None

    def close(self) -> None:
        """Nothing to release."""


def make_session(lang: str = "fr", seed: int = 3, bots: int = 2, verbosity: Verbosity = Verbosity.BRIEF,
                 rules: str = "official", speaker: object = None) -> tuple[Session, io.StringIO]:
    stream = io.StringIO()
    output = Output(stream, speaker)  # type: ignore[arg-type]
    session = solo_seat(MatchOptions(bots=bots, seed=seed, rules=rules, level=Level.NORMAL),
                      ConsoleOptions(lang=lang, verbosity=verbosity), output)
    return session, stream


def advance_to_human_play(session: Session) -> None:
    """Let the bots play until it is the human's turn to play a card."""
    session.reader = Lines([])
    session.start()
    while not (session.state.current_player == HUMAN and session.state.phase is Phase.PLAY):
        if session.table.window_open():
            session.table.window_offered = len(session.state.log)
        elif session.state.current_player == HUMAN:
            session.apply(HUMAN, e.ACCEPT if session.state.phase is Phase.CHALLENGE else e.ChooseColor(Color.RED))
        else:
            session.local_table.bot_turn(session.state.current_player)


# ---------------------------------------------------------------- prompt_toolkit through a pipe


def run_with_keys(session: Session, keys: str) -> str:
    """Run the match with a real prompt_toolkit session reading ``keys`` from a pipe."""
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from uno_access.cli import _run

    stream = session.output.stream
    with create_pipe_input() as pipe:
        session.reader = PromptReader(session.output, session, ["pioche", "main"], pipe_input=pipe,
                                      pt_output=DummyOutput())
        pipe.send_text(keys)
        pipe.close()
        _run(session, session.output)  # as the game runs it: a Ctrl+C between questions asks to quit
    return stream.getvalue()  # type: ignore[attr-defined]


def test_right_arrow_reads_the_first_card_of_the_sorted_hand():
    session, _ = make_session()
    advance_to_human_play(session)
    first = format_card(session.hand()[0], "fr")
    text = run_with_keys(session, "\x1b[C")
    t = Translator("fr")
    playable = first in [format_card(c, "fr") for c in session.renderer.playable(session.view)]
    assert t("focus-card", card=first, playable=playable, position=1, count=len(session.hand())) in text


def test_down_and_up_browse_the_hand_as_right_and_left_do():
    """accessibility-conventions.md: "Left/Right (or Up/Down) through the sorted hand"."""
    session, _ = make_session()
    advance_to_human_play(session)
    hand = [format_card(card, "fr") for card in session.hand()]
    playable = [format_card(c, "fr") for c in session.renderer.playable(session.view)]
    text = run_with_keys(session, "\x1b[B\x1b[B\x1b[A")  # down, down, up: cards 1, 2, then 1 again
    t = Translator("fr")
    said = [t("focus-card", card=hand[i], playable=hand[i] in playable, position=i + 1, count=len(hand))
            for i in (0, 1)]
    assert text.count(said[0]) == 2 and said[1] in text
    assert text.index(said[1]) < text.rindex(said[0])


def test_z_jumps_to_a_playable_card_and_enter_plays_it():
    session, _ = make_session()
    advance_to_human_play(session)
    playable = session.renderer.playable(session.view)
    assert playable, "this seed gives the human a playable card"
    before = len(session.state.hands[HUMAN])
    card = format_card(playable[0], "fr")
    text = run_with_keys(session, "z\r")
    assert Translator("fr")("event-card-played", you=True, player="", card=card, left=before - 1, uno=False) in text


def test_space_on_an_empty_line_draws():
    """official-rules-fr.txt: a player may draw instead of playing."""
    session, _ = make_session()
    advance_to_human_play(session)
    count = len(session.state.hands[HUMAN])
    run_with_keys(session, " ")
    drawn = [ev for ev in session.state.events if isinstance(ev, e.CardsDrawn) and ev.player == HUMAN]
    assert drawn and drawn[-1].reason is e.DrawReason.CHOICE
    assert len(session.state.hands[HUMAN]) >= count or session.state.log[-1][0] != HUMAN


def test_keys_do_nothing_while_a_command_is_being_typed():
    """Space inside a typed line is a space, not a draw."""
    session, _ = make_session()
    advance_to_human_play(session)
    text = run_with_keys(session, "r 7 x\r")
    assert not any(isinstance(ev, e.CardsDrawn) and ev.player == HUMAN and ev.reason is e.DrawReason.CHOICE
                   for ev in session.state.events)
    assert "x" in text  # the answer says what was not understood


def test_page_up_steps_back_through_the_history_one_line_at_a_time():
    session, _ = make_session()
    advance_to_human_play(session)
    session.narrator.flush()
    text = run_with_keys(session, "\x1b[5~\x1b[5~")
    # The history is the game's events (issue 13), not the lines printed: no turn line, no help.
    history = session.history_lines(-1)
    assert session.renderer.turn_line(session.view) not in history
    printed = " ".join(session.output.history)  # an event cut for the screen is one step, its lines joined
    assert all(entry in printed for entry in history)
    t = Translator("fr")
    assert t("history-line", line=history[-1], position=len(history), count=len(history)) in text
    assert t("history-line", line=history[-2], position=len(history) - 1, count=len(history)) in text


def test_random_keys_never_break_the_game():
    rng = random.Random(7)
    keys = ["\x1b[C", "\x1b[D", "\x1b[A", "\x1b[B", "\x1b[5~", "\x1b[6~", "\x1bOP", "\x1bOQ", "z", "Z", " ", "\t",
            "\r", "?", "\x1b[H", "\x1b[F", "é", "x", "\x7f", "\x03"]
    for seed in range(3):
        session, _ = make_session(seed=seed)
        advance_to_human_play(session)
        text = run_with_keys(session, "".join(rng.choice(keys) for _ in range(200)))
        assert "Traceback" not in text


# ---------------------------------------------------------------- typed commands


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_garbage_line_gets_a_localized_answer(lang):
    """Bad input always gets a clear answer; the game is never changed by it."""
    rng = random.Random(11)
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 +-[]éè!?.,'\"\\/"
    t = Translator(lang)
    session, stream = make_session(lang)
    advance_to_human_play(session)
    for _ in range(150):
        line = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12)))
        command = parse_command(line, lang)
        if command.verb is not Verb.PLAY:
            continue  # a real command: its own answer
        log = len(session.state.log)
        said = len(session.output.history)
        session.turn_commands.handle(command, session.view)
        if len(session.state.log) == log:
            new = session.output.history[said:]
            assert new, line
            assert not any("-" in word and word.islower() and word in t.message_ids() for word in " ".join(new).split())
        if not (session.state.current_player == HUMAN and session.state.phase is Phase.PLAY):
            break
    assert "Traceback" not in stream.getvalue()


def test_an_ambiguous_card_says_what_was_understood_and_what_is_possible():
    session, _ = make_session()
    advance_to_human_play(session)
    hand = session.hand()
    color = next(c for c in Color if sum(1 for card in hand if card.color is c) >= 2)
    initial = Translator("fr").attr(f"card-color-{color.name.lower()}", "short")
    session.turn_commands.handle(parse_command(initial, "fr"), session.view)
    answer = session.output.history[-1]
    for card in dict.fromkeys(card for card in hand if card.color is color):
        assert format_card(card, "fr") in answer


def test_a_card_that_does_not_match_is_refused_with_the_table():
    session, _ = make_session()
    advance_to_human_play(session)
    view = session.view
    unplayable = [card for card in session.hand() if card not in session.renderer.playable(view)]
    if not unplayable:
        pytest.skip("every card is playable with this seed")
    log = len(session.state.log)
    session.narrator.flush()
    said = len(session.output.history)
    session.turn_commands.handle(parse_command(format_card(unplayable[0], "fr"), "fr"), view)
    assert len(session.state.log) == log
    answer = session.output.history[said:]
    # What was wrong (the card and the table), then what is allowed (the cards that go, or the draw).
    assert format_card(unplayable[0], "fr") in answer[0] and format_card(view.top_card, "fr") in answer[0]
    assert answer[1:] == session.renderer.playable_lines(view)


def test_brief_lines_that_matter_fit_a_40_cell_braille_display():
    for seed in range(10):
        session, _ = make_session(seed=seed, bots=3)
        advance_to_human_play(session)
        view = session.view
        r = session.renderer
        for line in (r.turn_line(view), *r.hand_lines(view.hand, r.playable(view)), *r.playable_lines(view)):
            assert len(line) <= BRAILLE_CELLS, line


def test_the_voice_says_every_printed_line_with_the_deck_symbols_in_words():
    """Synthesizers say nothing for ][ and [ ]: the voice says "inversion" and "passe" where the line prints them."""
    speaker = RecordingSpeaker()
    session, stream = make_session(speaker=speaker)
    advance_to_human_play(session)
    printed = stream.getvalue().splitlines()
    assert speaker.spoken == [spoken(line, "fr") for line in printed]
    assert any("][" in line for line in printed)  # this deal has a reverse: the case is met
    assert not any("][" in line or "[ ]" in line for line in speaker.spoken)
    assert any("inversion" in line for line in speaker.spoken)


def test_repeat_says_the_last_lines_again():
    session, stream = make_session()
    advance_to_human_play(session)
    last = list(session.output.last)
    session.turn_commands.handle(parse_command("répète", "fr"), session.view)
    assert stream.getvalue().splitlines()[-len(last):] == last


def test_a_forgotten_uno_by_a_bot_can_be_caught():
    """official-rules-fr.txt: a player caught without saying UNO draws 2 cards."""
    rules = e.RuleSet.preset("official")
    hands = [
        [Card(Color.BLUE, Rank.ONE), Card(Color.BLUE, Rank.TWO)],
        [Card(Color.RED, Rank.FIVE), Card(Color.RED, Rank.SIX)],
    ]
    deck = e.stacked_deck(2, dealer=0, hands=hands, first_card=Card(Color.RED, Rank.ONE),
                          draw_pile=[Card(Color.GREEN, Rank.NINE)] * 10)
    state = e.Game(2, rules.replace(hand_size=2)).new_match(seed=1, deck=deck, dealer=0)
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=1, seed=1), ConsoleOptions(lang="en"), Output(stream), state=state)
    bot = session.state.current_player
    assert bot == 1
    session.apply(1, e.Play(Card(Color.RED, Rank.FIVE), uno=False))
    assert session.state.uno_catchable == 1
    t = Translator("en")
    session.narrator.flush()  # what the seat says before the player's question
    assert t("catch-hint", player=session.names[1]) in stream.getvalue()
    session.reader = Lines([t("command-catch")])
    session.human_turn()
    assert any(isinstance(ev, e.UnoCaught) and ev.catcher == HUMAN for ev in session.state.events)
    assert len(session.state.hands[1]) == 3


def test_full_verbosity_says_cards_in_words():
    session, stream = make_session(lang="en", verbosity=Verbosity.FULL)
    advance_to_human_play(session)
    text = stream.getvalue()
    assert Translator("en")("card-color-red") in text or Translator("en")("card-color-blue") in text


def test_the_match_is_rebuilt_from_the_seed_and_the_log():
    """Every action goes through Session.apply: the log replays the match exactly."""
    session, _ = make_session(seed=21)
    applied: list[tuple[int, e.Action]] = []
    session.on_apply.append(lambda seat, action, events: applied.append((seat, action)))
    advance_to_human_play(session)
    session.turn_commands.handle(parse_command("pioche", "fr"), session.view)
    assert applied == session.state.log
    replayed = session.game.replay(21, applied)
    assert replayed.hands == session.state.hands


def test_the_rules_command_explains_the_active_rules():
    session, _ = make_session(lang="fr", rules="braille")
    advance_to_human_play(session)
    session.turn_commands.handle(parse_command("règles", "fr"), session.view)
    t = Translator("fr")
    said = session.output.history
    assert t("rules-preset-braille") in said
    assert t("rules-option-bluff-rule", value="take-back") in said


class FirstPlayable:
    """Types what a player reading the screen would: the first playable card, else draw."""

    def __init__(self, session: Session, limit: int = 3000) -> None:
        self.session = session
        self.limit = limit

    def read(self, prompt: str) -> str | None:
        self.limit -= 1
        if self.limit < 0:
            return None
        s = self.session
        t = s.t
        state = s.state
        if state.phase is Phase.ROUND_OVER or state.current_player != HUMAN:
            return ""
        view = s.view
        if view.phase is Phase.CHOOSE_COLOR:
            return t.attr("card-color-blue", "short")
        if view.phase is Phase.CHALLENGE:
            return t("command-accept")
        if view.phase in (Phase.AFTER_DRAW, Phase.DEAL, Phase.SEQUENCE):
            return ""  # Enter: play the card drawn; deal the fewest cards (UNO Olympique); stop a sequence
        if view.phase is Phase.CHOOSE_DIRECTION:
            return t("direction-left")
        if view.phase is Phase.CHOOSE_TARGET:
            return "1"
        playable = s.renderer.playable(view)
        if playable and view.phase is Phase.PLAY:
            return format_card(playable[0], s.options.lang)
        return t("command-accept") if view.phase is Phase.ANSWER else t("command-draw")

    def close(self) -> None:
        """Nothing to release."""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_in_brief_verbosity_turn_and_card_lines_fit_40_cells_over_whole_matches(lang):
    """braille: the lines that matter (your turn, a card played, your hand) fit a 40-cell display."""
    t = Translator(lang)
    for seed in range(4):
        session, stream = make_session(lang, seed=seed, bots=9)
        session.reader = FirstPlayable(session)
        assert session.run() == 0
        assert session.state.is_match_over
        sample = t("event-card-played", player="NAME", you=False, card="CARD", left=5, uno=False)
        plays = sample.split("NAME")[1].split("CARD")[0]  # " joue " / " plays "
        turn = t("turn-play", top="TOP", color="C", count=5).split("TOP")[0]  # "À vous : " / "Your turn: "
        for line in stream.getvalue().splitlines():
            if plays in line or line.startswith(turn):
                assert len(line) <= BRAILLE_CELLS, line


def test_a_typed_command_stops_stale_speech_and_browsing_cuts_in():
    """Announcements never cut one another, but the player's own action does: a command or a key."""
    speaker = RecordingSpeaker()
    session, _ = make_session(speaker=speaker)
    advance_to_human_play(session)
    session.reader = Lines([Translator("fr")("command-status")])
    session.human_turn()
    assert any(call.method == "cancel" for call in speaker.calls)
    session.on_key(Key.NEXT_CARD)
    assert speaker.calls[-1].method == "speak" and speaker.calls[-1].interrupt


class _JumpInWithUno:
    """A stand-in opponent that jumps in with an identical card and says UNO with it."""

    def __init__(self, card: Card) -> None:
        self.card = card

    def observe(self, event: object) -> None:
        pass

    def choose(self, view: object) -> e.Action:
        raise AssertionError("not its turn")

    def react(self, view: e.PlayerView) -> e.Action | None:
        play = e.Play(self.card, uno=True)
        return play if e.Play(self.card) in view.legal_actions else None


def test_a_bot_jumping_in_with_its_second_to_last_card_may_say_uno_with_it():
    """Jump-in ("Cartes identiques"): a bot's out-of-turn play carrying its UNO call is not dropped."""
    rules = e.with_house_rules(e.RuleSet.preset("official"), ["jump-in"]).replace(hand_size=2)
    hands = [
        [Card(Color.BLUE, Rank.ONE), Card(Color.BLUE, Rank.TWO)],
        [Card(Color.GREEN, Rank.ONE), Card(Color.GREEN, Rank.TWO)],
        [Card(Color.RED, Rank.FIVE), Card(Color.RED, Rank.NINE)],
    ]
    deck = e.stacked_deck(3, dealer=2, hands=hands, first_card=Card(Color.RED, Rank.FIVE),
                          draw_pile=[Card(Color.GREEN, Rank.NINE)] * 10)
    state = e.Game(3, rules).new_match(seed=1, deck=deck, dealer=2)
    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang="en"), Output(io.StringIO()), state=state)
    session.opponents[2] = _JumpInWithUno(Card(Color.RED, Rank.FIVE))
    session.bots_react()
    session.narrator.flush()
    played = [ev for ev in session.state.events if isinstance(ev, e.CardPlayed) and ev.player == 2]
    assert played and played[-1].jump_in and played[-1].uno_called
    # What the player hears says both, as for a card played in turn.
    heard = session.t("event-jumped-in", card="r 5", uno=True, left=1, **session.renderer.words.who(2))
    assert heard in session.output.history and "UNO" in heard


def test_a_match_resumed_at_the_end_of_a_round_says_the_round_result_again() -> None:
    """Issue 16: killed at "next round?", the resumed game first repeats who won the round and the scores."""
    session, _ = make_session(lang="en", seed=5)
    state = session.state
    rng = random.Random(5)
    while state.phase is not Phase.ROUND_OVER:
        player = state.current_player if state.current_player is not None else 0
        legal = state.legal_actions(player)
        plays = [a for a in legal if isinstance(a, e.Play)]
        state.apply(player, rng.choice(plays or [a for a in legal if not isinstance(a, (e.CallUno, e.CatchUno))]))
    ended = next(ev for ev in reversed(state.events) if isinstance(ev, e.RoundEnded))
    expected = session.renderer.render([ended])
    resumed, stream = make_session(lang="en", seed=5)
    resumed.state = state
    resumed.resumed = True
    resumed.reader = Lines([])
    resumed.run()
    assert expected and all(line in stream.getvalue() for line in expected), (expected, stream.getvalue())


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_match_resumed_at_the_colour_question_says_the_pile_in_lines_of_40_cells(lang: str) -> None:
    """The second tester resumed a match at the colour question after a +4: "Talon : +4, aucune couleur.
    Pioche : 110 cartes." passed 40 cells.  The top card and the draw pile are said in lines that fit, and
    so for the longest card names of every deck, no colour yet, a draw pile of 110."""
    from dataclasses import replace

    from uno_access.engine.cards import classic_deck, family_deck

    from .conftest import deal_variant

    state = deal_variant(["+4 r1 b3", "y1 y2 y3"], "r5", " ".join(["g1"] * 110), rules=e.RuleSet.preset("official"))
    state.apply(HUMAN, e.Play(Card(None, Rank.WILD_DRAW_FOUR)))
    assert state.phase is Phase.CHOOSE_COLOR and len(state.draw_pile) == 110
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=1, seed=1), ConsoleOptions(lang=lang), Output(stream), state=state)
    session.resumed = True
    session.reader = Lines([])
    session.run()
    said = stream.getvalue().splitlines()
    pile = session.t("table-top", top="+4", color=session.t("table-no-color"), pile=110).splitlines()
    assert all(line in said for line in pile), (pile, said)
    assert [line for line in said if len(line) > BRAILLE_CELLS] == []
    cards = set(classic_deck(shuffle_hands=True, swap_hands=True, custom_cards=3, uno_cards=4, turn_cards=4,
                             invisible_cards=4, downpour_cards=2, any_victim_cards=True, boomerang_cards=True,
                             extreme_cards=True, wizz_cards=4)) | set(family_deck())
    for card in cards:
        lines = session.renderer.top_line(replace(session.view, top_card=card, color=None)).splitlines()
        assert all(len(line) <= BRAILLE_CELLS for line in lines), lines


class Transcript(FirstPlayable):
    """FirstPlayable that keeps, for each prompt, the lines said since the one before."""

    def __init__(self, session: Session, stream: io.StringIO) -> None:
        super().__init__(session)
        self.stream = stream
        self.seen = 0
        self.blocks: list[tuple[str, list[str]]] = []

    def read(self, prompt: str) -> str | None:
        text = self.stream.getvalue()
        self.blocks.append((prompt, text[self.seen:].splitlines()))
        answer = super().read(prompt)
        self.seen = len(text)
        return answer


@pytest.mark.parametrize("verbosity", [Verbosity.BRIEF, Verbosity.FULL])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_four_player_match_says_each_bot_turn_in_a_line_and_the_players_fate_last(lang, verbosity):
    """Issue 13, "Pace and bursts": at the default pace, between two prompts each bot's turn is one
    line (in brief verbosity, two when its sentences do not fit 40 cells together); when the player got
    cards and other players played after that, the cards are said again last, just before the question
    ("New cards: y +2, y 4."), so the player's fate is never buried in the middle of the burst. A card the
    player chose to draw is not said again (its line said it: the next test)."""
    t = Translator(lang)
    bots = tuple(bot_names(lang, 3))
    recap = (t("fate-new-cards", count=1), t("fate-new-cards", count=2))
    drew = " ".join(t("event-drew-cards", count=2, cards="X", reason="given", by="", by_you="none").split()[:2])
    dealer = t("event-dealer-draw", card="X", you=True, player="").split("X")[-1]
    chosen = t("event-drew-and-passed", you="yes", cards="X", player="").split("X")[-1]  # " and pass."
    recaps = 0
    for seed in range(3):
        stream = io.StringIO()
        options = ConsoleOptions(lang=lang, pace=1.0, verbosity=verbosity)
        session = solo_seat(MatchOptions(bots=3, seed=seed, target=100), options, Output(stream),
                          sleep=lambda seconds: None)
        reader = Transcript(session, stream)
        session.reader = reader
        session.run()
        assert session.state.is_match_over
        for prompt, lines in reader.blocks:
            bot_lines = [index for index, line in enumerate(lines) if line.startswith(bots)]
            if not bot_lines or t("prompt-next-round") in prompt or any(t("event-round-won", points=0, you=False,
                                                                             player="")[-6:] in line for line in lines):
                continue
            assert not lines[-1].startswith(bots), "\n".join(lines)  # the question comes last
            got = [index for index, line in enumerate(lines)
                   if line.startswith(drew) and dealer not in line and chosen not in line and index < bot_lines[-1]]
            said_again = [index for index, line in enumerate(lines) if line.startswith(recap)]
            if got:
                assert said_again and said_again[-1] > bot_lines[-1], "\n".join(lines)
                recaps += 1
            if verbosity is Verbosity.FULL:
                # One line a turn: a bot's name starts a line again only after another player's turn.
                names = [line.split()[0] for line in lines if line.startswith(bots)]
                assert all(a != b for a, b in zip(names, names[1:])), "\n".join(lines)
    assert recaps > 0


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_card_the_player_drew_themselves_is_not_said_again_before_their_next_question(lang):
    """Found by playing (`--seed 5`, Space when no card fits): "You draw r 4 and pass.", the bots' turns, then
    "New card: r 4." before the next turn. The player drew it themselves and heard it drawn: the line said it
    again. Cards the player was given (a +2, a penalty) while the others played on are still said last."""
    t = Translator(lang)
    bots = tuple(bot_names(lang, 3))
    recap = (t("fate-new-cards", count=1), t("fate-new-cards", count=2))
    own_start, own_end = t("event-drew-and-passed", you="yes", cards="X", player="").split("X")
    drew = " ".join(t("event-drew-cards", count=2, cards="X", reason="given", by="", by_you="none").split()[:2])
    checked = 0
    for seed in range(4):
        stream = io.StringIO()
        session = solo_seat(MatchOptions(bots=3, seed=seed, target=100), ConsoleOptions(lang=lang, pace=1.0),
                          Output(stream), sleep=lambda seconds: None)
        reader = Transcript(session, stream)
        session.reader = reader
        session.run()
        for _prompt, lines in reader.blocks:
            own = [index for index, line in enumerate(lines) if line.startswith(own_start) and own_end in line]
            given = [line for line in lines if line.startswith(drew) and own_end not in line]
            if own and not given and any(line.startswith(bots) for line in lines[own[-1]:]):
                checked += 1
                assert not any(line.startswith(recap) for line in lines), "\n".join(lines)
    assert checked > 0
