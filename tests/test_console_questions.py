"""Every question says what it accepts; the natural answers work; what is owed is said plainly.

The rules cited: official-rules-fr.txt ("Si elle peut être utilisée immédiatement, il
s'en sert" — or keeps it and passes), wikipedia-uno-fr.txt ("Cumul des +2 et +4"),
uno-rapido-fr.txt ("règle de défense"), uno-family-quick-fr.txt (the Quickos card).
"""

from __future__ import annotations

import io

import pytest

from uno_access import engine as e
from uno_access.cli import solo_seat
from uno_access.console.commands import parse_command
from uno_access.console.options import ConsoleOptions, MatchOptions, Verbosity
from uno_access.console.output import Output
from uno_access.console.render import BRAILLE_CELLS
from uno_access.console.session import HUMAN, Session
from uno_access.engine.actions import Effect
from uno_access.engine.rules import with_house_rules
from uno_access.engine.view import Phase
from uno_access.i18n import Translator
from uno_access.notation import format_card

from .conftest import deal_variant, variant_card

LANGS = ["fr", "en"]


class Lines:
    """A reader that types the given lines (keeping the prompts it was shown), then ends the input."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def read(self, prompt: str) -> str | None:
        self.prompts.append(prompt)
        return self.lines.pop(0) if self.lines else None

    def close(self) -> None:
        """Nothing to release."""


def table(hands: list[str], first: str, draw: str = "", *, rules: e.RuleSet | None = None, lang: str = "fr",
          verbosity: Verbosity = Verbosity.BRIEF, auto_accept: bool = True) -> Session:
    """A session on a stacked deck: the human deals, so the bot at seat 1 plays first."""
    rules = rules or e.RuleSet.preset("official")
    state = deal_variant(hands, first, draw, rules=rules, dealer=0)
    options = ConsoleOptions(lang=lang, verbosity=verbosity, auto_accept=auto_accept)
    session = solo_seat(MatchOptions(bots=len(hands) - 1, seed=1), options, Output(io.StringIO()), state=state)
    session.start()
    return session


def said(session: Session) -> list[str]:
    """What the seat has said, once it says what it holds for the player's next question."""
    session.narrator.flush()
    return list(session.output.history)


def human_draws_a_playable_card(lang: str) -> Session:
    """The bot plays r 7; the human holds nothing red nor 7, draws b 7: playable."""
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "b7 g1 g2 g3 g4 g6 g8 g9", lang=lang)
    session.apply(1, e.Play(variant_card("r7")))
    assert session.state.current_player == HUMAN
    session.turn_commands.handle(parse_command("d", lang), session.view)
    assert session.view.phase is Phase.AFTER_DRAW
    return session


# ---------------------------------------------------------------- 1. after drawing a playable card


@pytest.mark.parametrize("lang", LANGS)
def test_after_drawing_a_playable_card_the_line_names_the_card_and_the_keys_in_40_cells(lang):
    session = human_draws_a_playable_card(lang)
    t = Translator(lang)
    line = t("turn-after-draw", card="b 7", **{"pass": True})
    session.reader = Lines([])
    session.human_turn()
    assert line in said(session)
    assert "b 7" in line and len(line) <= BRAILLE_CELLS
    assert session.reader.prompts[-1] == t("prompt-after-draw", **{"pass": True}) + " "


#: The names of the two keys the drawn-card line gives (a player's words, not a message of the game).
KEY_NAMES = {"fr": ("Entrée", " p "), "en": ("Enter", " p ")}


@pytest.mark.parametrize("lang", LANGS)
def test_after_drawing_a_playable_card_the_card_and_the_keys_are_said_once(lang):
    """official-rules-fr.txt: "Si elle peut être utilisée immédiatement, il s'en sert" - or keeps it and passes.
    A screen reader reads the lines then the prompt, a braille display shows both: the card and the keys
    come once, in the line (the game's own voice speaks lines, not prompts); the prompt only asks."""
    t = Translator(lang)
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "b7 g1 g2 g3 g4 g6 g8 g9", lang=lang)
    session.apply(1, e.Play(variant_card("r7")))
    before = len(said(session))
    session.turn_commands.handle(parse_command("d", lang), session.view)
    session.reader = Lines([])
    session.human_turn()
    lines = said(session)[before:]
    assert lines == [t("turn-after-draw", card="b 7", **{"pass": True}), t("goodbye")]  # Lines() then ends
    prompt = session.reader.prompts[-1]
    for key in KEY_NAMES[lang]:
        assert key.strip() not in prompt.replace("?", " ").split(), prompt
    assert sum(text.count("b 7") for text in [*lines, prompt]) == 1


PLAY_WORDS = {"fr": ["joue", "jouer", "oui", "o", "Joue", "play", "y"], "en": ["play", "yes", "y", "joue", "oui"]}
PASS_WORDS = {"fr": ["passe", "non", "n", "p", "pass", "no"], "en": ["pass", "no", "n", "p", "passe", "non"]}


@pytest.mark.parametrize("lang, word", [(lang, word) for lang in LANGS for word in PLAY_WORDS[lang]])
def test_the_natural_words_play_the_drawn_card(lang, word):
    """"joue" is no longer read as the card "j" followed by "oue"."""
    session = human_draws_a_playable_card(lang)
    session.reader = Lines([word])
    session.human_turn()
    played = [ev for ev in session.state.events if isinstance(ev, e.CardPlayed) and ev.player == HUMAN]
    assert played and played[-1].card == variant_card("b7")


@pytest.mark.parametrize("lang, word", [(lang, word) for lang in LANGS for word in PASS_WORDS[lang]])
def test_the_natural_words_keep_the_drawn_card_and_pass(lang, word):
    session = human_draws_a_playable_card(lang)
    session.reader = Lines([word])
    session.human_turn()
    assert any(isinstance(ev, e.TurnPassed) and ev.player == HUMAN for ev in session.state.events)
    assert variant_card("b7") in session.state.hands[HUMAN]


def test_enter_plays_the_drawn_card_even_when_the_cursor_was_never_moved():
    session = human_draws_a_playable_card("fr")
    session.focus = None
    session.turn_commands.handle(parse_command("", "fr"), session.view)
    assert session.state.discard[-1] == variant_card("b7")


# ---------------------------------------------------------------- 2. what each question accepts


@pytest.mark.parametrize("lang", LANGS)
def test_garbage_after_drawing_says_the_two_answers(lang):
    session = human_draws_a_playable_card(lang)
    session.reader = Lines(["xq"])
    session.human_turn()
    t = Translator(lang)
    assert said(session)[-1] == t("allowed-after-draw", card="b 7", **{"pass": True})
    assert session.view.phase is Phase.AFTER_DRAW  # the game is unchanged


@pytest.mark.parametrize("lang", LANGS)
def test_the_colour_question_names_the_colours_and_a_wrong_answer_lists_them(lang):
    t = Translator(lang)
    session = table(["wild b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", lang=lang)
    session.local_table.bot_turn(1)
    session.turn_commands.handle(parse_command(t("card-rank-wild"), lang), session.view)
    assert session.view.phase is Phase.CHOOSE_COLOR
    session.reader = Lines(["n", "p"])
    session.human_turn()
    session.human_turn()
    initials = [t.attr(f"card-color-{c}", "short") for c in ("red", "yellow", "green", "blue")]
    assert session.reader.prompts[0] == t("prompt-color", colors=t("list-or").join(initials)) + " "
    expected = t("error-color", colors=", ".join(initials[:3]) + t("list-or-last") + initials[3])
    # A card-like answer: the colours; a command: what was wrong, then the colours (issue 13: the
    # question's own line is never said again alone as a refusal).
    assert said(session)[-3:] == [expected, t("error-not-an-answer"), expected]
    assert session.view.phase is Phase.CHOOSE_COLOR


@pytest.mark.parametrize("lang", LANGS)
def test_garbage_between_rounds_says_enter_starts_the_next_one(lang):
    t = Translator(lang)
    session = table(["r1 b3", "r7 r4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.apply(1, e.Play(variant_card("r7"), uno=True))
    session.turn_commands.handle(parse_command("r1", lang), session.view)
    session.apply(1, e.Play(variant_card("r4")))  # and goes out
    assert session.state.phase is Phase.ROUND_OVER
    session.reader = Lines(["n"])
    session.between_rounds()
    assert said(session)[-1] == t("allowed-round-over")


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_that_is_no_card_during_play_says_what_may_be_typed(lang):
    t = Translator(lang)
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.local_table.bot_turn(1)
    session.turn_commands.handle(parse_command("qq", lang), session.view)
    assert said(session)[-2:] == [t("error-unknown", text="qq"), t("allowed-play")]
    session.turn_commands.handle(parse_command(t("command-pass"), lang), session.view)
    assert said(session)[-2:] == [t("error-not-now"), t("allowed-play")]
    for line in (t("allowed-play"), t("error-unknown", text="qq")):
        assert len(line) <= BRAILLE_CELLS


@pytest.mark.parametrize("lang", LANGS)
def test_the_quit_question_says_its_answers(lang):
    t = Translator(lang)
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.reader = Lines(["peut-être", t("answer-no")])
    session.confirm_quit()
    assert said(session)[-2:] == [t("error-yes-no"), t("quit-cancelled")]
    assert "(" in t("prompt-quit")


@pytest.mark.parametrize("lang", LANGS)
def test_enter_at_play_again_takes_the_default_the_question_shows(lang):
    """Like the start-up questions ("[normal]"), the question shows in brackets what Enter answers: yes."""
    t = Translator(lang)
    assert f"[{t('answer-yes')}]" in t("prompt-again")
    assert len(t("prompt-again")) <= BRAILLE_CELLS
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.reader = Lines([""])
    assert session.play_again() is True
    assert session.reader.prompts == [t("prompt-again") + " "]
    session.reader = Lines(["  "])
    assert session.play_again() is True
    session.reader = Lines([t("answer-no")])
    assert session.play_again() is False
    session.reader = Lines(["peut-être", ""])
    assert session.play_again() is True
    assert said(session)[-1] == t("error-yes-no")
    session.reader = Lines([])  # the end of input (Ctrl+D) is no
    assert session.play_again() is False


# ---------------------------------------------------------------- 3. a draw card or skip to answer

STACKING = with_house_rules(e.RuleSet.preset("official"), ["stacking"])


@pytest.mark.parametrize("lang", LANGS)
def test_without_an_answer_the_cards_are_taken_at_once_in_one_line(lang):
    """wikipedia-uno-fr.txt, "Cumul des +2 et +4": the victim is asked whatever their hand (the engine);
    holding no +2 nor +4, the console takes the 2 cards for them and says why."""
    t = Translator(lang)
    session = table(["r1 b3 g5", "r+2 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=STACKING, lang=lang)
    session.apply(1, e.Play(variant_card("r+2")))
    assert session.state.phase is Phase.ANSWER and session.state.current_player == HUMAN
    session.reader = Lines([])
    session.human_turn()
    line = t("answer-taken-at-once", answers="+2" + t("list-nor") + "+4", count=2)
    assert line in said(session) and len(line) <= BRAILLE_CELLS
    assert session.reader.prompts == []  # nothing was asked
    assert len(session.state.hands[HUMAN]) == 5
    assert session.state.current_player == 1
    owed = t("event-draw-owed", you=True, player="", count=2)
    assert owed not in said(session)  # one line, not two


@pytest.mark.parametrize("lang", LANGS)
def test_the_setting_off_asks_even_without_an_answer_and_space_takes_the_cards(lang):
    t = Translator(lang)
    session = table(["r1 b3 g5", "r+2 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=STACKING, lang=lang,
                    auto_accept=False)
    session.apply(1, e.Play(variant_card("r+2")))
    session.reader = Lines([])
    session.human_turn()
    assert t("turn-answer-none", answers="+2" + t("list-nor") + "+4", count=2) in said(session)
    assert session.reader.prompts == [t("prompt-answer") + " "]
    session.turn_commands.handle(parse_command("d", lang), session.view)  # Space (draw) takes what is owed
    assert len(session.state.hands[HUMAN]) == 5


@pytest.mark.parametrize("lang", LANGS)
def test_holding_an_answer_the_line_says_what_is_owed_and_what_answers(lang):
    t = Translator(lang)
    session = table(["b+2 b3 g5", "r+2 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=STACKING, lang=lang)
    session.apply(1, e.Play(variant_card("r+2")))
    session.reader = Lines(["zz", "b+2"])
    session.human_turn()
    line = t("turn-answer", owed="+2", cards="b +2", count=2, full=False)
    assert line in said(session) and len(line) <= BRAILLE_CELLS
    assert said(session)[-1] == t("allowed-answer", cards="b +2", count=2)
    session.human_turn()
    assert session.state.discard[-1] == variant_card("b+2")
    full = t("turn-answer", owed=t("card-rank-draw-two"), cards="x", count=2, full=True)
    assert t("card-rank-draw-two") in full


@pytest.mark.parametrize("lang", LANGS)
def test_rapido_a_skip_without_a_skip_to_answer_loses_the_turn_in_one_line(lang):
    """uno-rapido-fr.txt, "règle de défense": a skip may be answered with a skip."""
    t = Translator(lang)
    rapido = e.RuleSet.preset("rapido")
    session = table(["r1 b3 g5", "rskip r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=rapido, lang=lang)
    session.apply(1, e.Play(variant_card("rskip")))
    session.reader = Lines([])
    session.human_turn()
    assert t("answer-taken-at-once", answers=t.attr("card-rank-skip", "short"), count=0) in said(session)
    assert len(session.state.hands[HUMAN]) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_family_a_plus_four_without_the_quickos_card_is_taken(lang):
    """uno-family-quick-fr.txt: only the Quickos card answers a +4."""
    t = Translator(lang)
    family = e.RuleSet.preset("family")
    session = table(["r1 b3 g5", "+4 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9 r2 r3", rules=family, lang=lang)
    session.apply(1, e.Play(variant_card("+4"), color=e.Color.BLUE))
    session.reader = Lines([])
    session.human_turn()
    assert t("answer-taken-at-once", answers=t.attr("card-rank-quickos", "short"), count=4) in said(session)
    assert len(session.state.hands[HUMAN]) == 7


def test_bots_are_asked_as_before():
    """The bots answer through their own choose(): the console's shortcut is the human's only."""
    session = table(["r+2 b3 g5", "r1 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=STACKING)
    session.apply(1, e.Play(variant_card("r1")))
    session.turn_commands.handle(parse_command("r+2", "fr"), session.view)
    assert session.state.phase is Phase.ANSWER and session.state.current_player == 1
    session.local_table.bot_turn(1)
    assert len(session.state.hands[1]) == 4


def test_taking_the_cards_at_once_is_a_setting_on_by_default_and_changed_in_the_options_menu():
    from uno_access.console.settings_menu import settings_menu
    from uno_access.storage import SPECS
    from uno_access.storage.menu import StoredSettings

    stored = StoredSettings()
    _, console = stored.apply(MatchOptions(), ConsoleOptions(lang="fr"), set())
    assert console.auto_accept is True
    session = table(["r1 b3 g5", "r+2 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=STACKING)
    session.reader = Lines([str(list(SPECS).index("auto_accept") + 1), "non", ""])
    settings_menu(session, stored)
    assert session.options.auto_accept is False
    assert 'auto_accept = "off"' in stored.file.path.read_text(encoding="utf-8")
    _, console = StoredSettings().apply(MatchOptions(), ConsoleOptions(lang="fr"), set())
    assert console.auto_accept is False


# ---------------------------------------------------------------- 8. fewer, clearer lines


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_drawn_and_kept_is_one_line(lang):
    """official-rules-fr.txt: the player draws; if the card cannot be played, the turn passes."""
    t = Translator(lang)
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g9 b7 g1 g2 g3 g4 g6 g8", lang=lang)
    session.apply(1, e.Play(variant_card("r7")))
    session.turn_commands.handle(parse_command("d", lang), session.view)
    assert t("event-drew-and-passed", cards="v 9" if lang == "fr" else "g 9", you=True, player="") in said(session)
    assert t("event-turn-passed", you=True, player="") not in said(session)


@pytest.mark.parametrize("lang", LANGS)
def test_many_cards_drawn_are_cut_to_40_cells(lang):
    rapido = e.RuleSet.preset("rapido")
    draw = " ".join(["g1", "g2", "g3", "g4", "g6", "g8", "g9", "b1"] * 2)
    session = table(["r1 b3 g5", "unocard r4 y4"], "r5", draw, rules=rapido, lang=lang)
    session.apply(1, e.Play(variant_card("unocard")))
    session.reader = Lines([])
    session.human_turn()  # no UNO card to answer: 8 cards taken at once
    assert len(session.state.hands[HUMAN]) == 11
    for line in said(session):
        assert len(line) <= BRAILLE_CELLS, line


@pytest.mark.parametrize("lang", LANGS)
def test_joue_before_a_card_plays_it_and_alone_plays_the_card_under_the_cursor(lang):
    t = Translator(lang)
    word = t("command-play")
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g9 b7 g1 g2 g3 g4 g6 g8", lang=lang)
    session.apply(1, e.Play(variant_card("r7")))
    session.turn_commands.handle(parse_command(word, lang), session.view)
    assert said(session)[-1] == t("allowed-play")  # nothing under the cursor: what may be typed
    session.turn_commands.handle(parse_command(f"{word} r1", lang), session.view)
    assert session.state.discard[-1] == variant_card("r1")


@pytest.mark.parametrize("lang", LANGS)
def test_asking_for_playable_cards_during_a_challenge_says_the_challenge_keys(lang):
    """official-rules-fr.txt: a +4 is challenged or accepted; "draw" would be the wrong advice."""
    from uno_access.console.reader import Key

    t = Translator(lang)
    session = table(["r1 b3 g5", "+4 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", lang=lang)
    session.apply(1, e.Play(variant_card("+4"), color=e.Color.BLUE))
    assert session.view.phase is Phase.CHALLENGE
    session.on_key(Key.NEXT_PLAYABLE)
    session.turn_commands.handle(parse_command(t("command-playable"), lang), session.view)
    assert said(session)[-1] == t("allowed-challenge")
    assert t("playable-none") not in said(session)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("strict", [False, True], ids=["official", "strict"])
def test_a_card_typed_at_the_challenge_question_gets_what_was_wrong_then_the_answers(lang, strict):
    """The second tester typed cards at the +4 question and got three different replies: "Pas de r 5 dans
    votre main." alone, "Ce n'est pas une réponse ici." then the keys, or the keys alone.  Whatever is typed,
    the reply is what was wrong, then the question's answers: f, a, and the +4 that answers when the rules
    let a +4 be laid on a +4 (the strict +4).  No card answers the official question: "not an answer"."""
    t = Translator(lang)
    rules = with_house_rules(e.RuleSet.preset("official"), ["strict-draw-four"]) if strict else None
    allowed = t("allowed-challenge-cards", cards="+4") if strict else t("allowed-challenge")
    for typed in ("r 5", "r 1", "b", "7", "joker", "j +2", "g5 g5", "zz"):
        session = table(["r1 b3 g5 +4", "+4 r4 y4 y5"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=rules, lang=lang)
        session.apply(1, e.Play(variant_card("+4"), color=e.Color.BLUE))
        assert session.view.phase is Phase.CHALLENGE
        before = len(said(session))
        session.turn_commands.handle(parse_command(typed, lang), session.view)
        lines = said(session)[before:]
        assert len(lines) == 2 and lines[-1] == allowed, (typed, lines)
        if not strict:
            assert lines[0] == t("error-not-an-answer"), (typed, lines)
        assert all(len(line) <= BRAILLE_CELLS for line in lines), lines
        assert session.view.phase is Phase.CHALLENGE and len(session.state.hands[HUMAN]) == 4  # nothing changed


@pytest.mark.parametrize("lang", LANGS)
def test_the_drawn_card_line_fits_40_cells_for_every_card_of_every_deck(lang):
    """braille: the line that opens a decision fits the display, whatever the card drawn."""
    from uno_access.console.render import Renderer
    from uno_access.engine.cards import classic_deck, family_deck

    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Anna"])
    cards = set(classic_deck(shuffle_hands=True, swap_hands=True, custom_cards=3, uno_cards=4)) | set(family_deck())
    for card in cards:
        for passing in (True, False):
            line = renderer.words.t("turn-after-draw", card=renderer.words.card(card), **{"pass": passing})
            if len(line) > BRAILLE_CELLS:
                line = renderer.words.t("turn-after-draw-short", card=renderer.words.card(card), **{"pass": passing})
            assert len(line) <= BRAILLE_CELLS, line


@pytest.mark.parametrize("lang", LANGS)
def test_uno_typed_twice_says_it_was_said(lang):
    t = Translator(lang)
    session = table(["r1 r3", "r7 r4"], "r5", "g1 g2 g3 g4", lang=lang)
    session.apply(1, e.Play(variant_card("r7"), uno=True))
    session.turn_commands.handle(parse_command("uno", lang), session.view)
    session.turn_commands.handle(parse_command("uno", lang), session.view)
    assert said(session)[-1] == t("error-uno-already")


@pytest.mark.parametrize("lang", LANGS)
def test_several_answers_are_said_by_kind_within_40_cells(lang):
    session = table(["r+2 y+2 b+2 g5", "g+2 r4 y4 b9"], "g6", "g1 g2 g3 g4 g6 g8 g9", rules=STACKING, lang=lang)
    session.apply(1, e.Play(variant_card("g+2")))
    line = session.renderer.turn_line(session.view)
    assert len(line) <= BRAILLE_CELLS and "+2" in line, line


class Reader:
    """Types what a player reading the screen would: the first playable card, else draw; answers every question."""

    def __init__(self, session: Session, limit: int = 4000) -> None:
        self.session = session
        self.limit = limit

    def read(self, prompt: str) -> str | None:
        self.limit -= 1
        if self.limit < 0:
            return None
        s = self.session
        t = s.t
        if s.state.phase is Phase.ROUND_OVER or s.state.current_player != HUMAN:
            return ""
        view = s.view
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            return t.attr("card-color-blue", "short")
        if phase is Phase.CHALLENGE:
            return t("command-accept")
        if phase in (Phase.CHOOSE_TARGET, Phase.CHOOSE_EFFECT):
            return "1" if phase is Phase.CHOOSE_TARGET else t("effect-none")
        if phase is Phase.AFTER_DRAW:
            return t("command-play")
        if phase in (Phase.SEQUENCE, Phase.DEAL):
            return ""  # Enter: stop a sequence (or the second card); deal the fewest cards (UNO Olympique)
        if phase is Phase.CHOOSE_DIRECTION:
            return t("direction-left")
        playable = s.renderer.playable(view)
        if playable and phase is Phase.PLAY:
            return s.card(playable[0])
        return t("command-accept") if phase is Phase.ANSWER else t("command-draw")

    def close(self) -> None:
        """Nothing to release."""


TABLES = [("rapido", ()), ("family", ()), ("official+", ()), ("official", ("stacking", "seven-zero", "jump-in")),
          ("braille", ("teams",)),
          # The editions' own events (the robot's rules, the Downpour, the launcher, the totems, the deal).
          ("robot", ()), ("h2o", ()), ("extreme", ()), ("totem", ()), ("olympic", ())]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules, house", TABLES, ids=[f"{r}-{'-'.join(h) or 'none'}" for r, h in TABLES])
def test_whole_matches_of_every_edition_keep_brief_lines_within_40_cells(lang, rules, house):
    """braille: in brief verbosity every line said during play fits a 40-cell display (the rules and help
    commands, which read whole sentences, are not typed here)."""
    for seed in range(2):
        stream = io.StringIO()
        session = solo_seat(MatchOptions(bots=3, seed=seed, rules=rules, house=house, target=150),
                          ConsoleOptions(lang=lang), Output(stream))
        session.reader = Reader(session)
        assert session.run() == 0
        assert session.state.is_match_over
        long = [line for line in stream.getvalue().splitlines() if len(line) > BRAILLE_CELLS]
        assert long == [], long


@pytest.mark.parametrize("lang", LANGS)
def test_rapidos_uno_card_is_typed_by_the_name_the_game_shows(lang):
    """uno-rapido-fr.txt, "la carte UNO": its name holds the word "uno", which must not be read as the call."""
    t = Translator(lang)
    name = t.attr("card-rank-uno-card", "short")
    for typed, uno in ((name, False), (f"{name} uno", True), (f"uno {name}", True)):
        command = parse_command(typed, lang)
        assert (command.arg, command.uno) == (name, uno), typed
    rapido = e.RuleSet.preset("rapido")
    session = table(["unocard b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9 b1 b2 b4", rules=rapido, lang=lang)
    session.apply(1, e.Play(variant_card("r7")))
    session.turn_commands.handle(parse_command(name, lang), session.view)
    assert session.state.discard[-1] == variant_card("unocard")


def family_joker_answered(lang: str, typed: str) -> Session:
    """The human plays a Family Quick Joker (uno-family-quick-fr.txt), then types ``typed`` at the effect question."""
    rules = e.RuleSet.preset("family")
    state = deal_variant(["rfam r1 r2", "b5 b6 b7"], "r9", "g1 g2 g3 g4 g5 g6", rules=rules, dealer=1)
    session = solo_seat(MatchOptions(bots=1, seed=1, rules="family"), ConsoleOptions(lang=lang), Output(io.StringIO()),
                      state=state)
    session.start()
    session.reader = Lines([format_card(variant_card("rfam"), lang), typed])
    session.human_turn()
    assert session.state.phase is Phase.CHOOSE_EFFECT
    session.human_turn()
    return session


@pytest.mark.parametrize(
    "lang, typed, effect",
    [
        ("fr", "passe", Effect.SKIP),  # the word of the pass command: the skip effect at this question
        ("fr", "inv", Effect.REVERSE),
        ("fr", "+2", Effect.DRAW_TWO),
        ("fr", "éch", Effect.SWAP_HANDS),
        ("fr", "aucun", Effect.NONE),
        ("en", "skip", Effect.SKIP),
        ("en", "rev", Effect.REVERSE),
        ("en", "+2", Effect.DRAW_TWO),
        ("en", "swap", Effect.SWAP_HANDS),
        ("en", "none", Effect.NONE),
    ],
)
def test_the_family_joker_effect_question_takes_every_name_it_offers(lang, typed, effect):
    """uno-family-quick-fr.txt: the Family Quick Joker's player chooses what it does; the question lists
    the effects by short names, and each name it lists is understood, before any command of that word."""
    session = family_joker_answered(lang, typed)
    chosen = [ev.effect for ev in session.state.events if isinstance(ev, e.EffectChosen)]
    assert chosen == [effect]


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_effect_lists_the_effects_in_40_cells(lang):
    session = family_joker_answered(lang, "zz")
    assert session.state.phase is Phase.CHOOSE_EFFECT  # nothing chosen, the question stays
    answer = session.output.history[-1]
    assert answer == session.t("turn-choose-effect") and len(answer) <= BRAILLE_CELLS


@pytest.mark.parametrize("lang", LANGS)
def test_a_number_alone_plays_the_card_of_that_value_that_can_be_played(lang):
    """Issue 13: "7" plays the 7 the player heard (here the only 7 that goes on r 4), not the 7th card."""
    session = table(["r7 b7 g1", "r4 y4 y5"], "r5", "g2 g3 g4 g5 g6", lang=lang)
    session.apply(1, e.Play(variant_card("r4")))
    session.reader = Lines(["7"])
    session.human_turn()
    assert session.state.discard[-1] == variant_card("r7")


@pytest.mark.parametrize("lang", LANGS)
def test_a_number_two_playable_cards_have_asks_which_and_a_colour_answers(lang):
    session = table(["r7 b7 g1", "y7 y4 y5"], "y5", "g2 g3 g4 g5 g6", lang=lang)
    session.apply(1, e.Play(variant_card("y7")))
    session.reader = Lines(["7", "b" if lang == "fr" else "b"])
    session.human_turn()
    t = Translator(lang)
    assert said(session)[-1] == t("error-ambiguous", understood="7", cards=t("list-or").join(["r 7", "b 7"]))
    assert session.state.discard[-1] == variant_card("y7")  # nothing played yet
    session.human_turn()
    assert session.state.discard[-1] == variant_card("b7")


@pytest.mark.parametrize("lang", LANGS)
def test_family_quickos_held_by_anyone_is_offered_out_of_turn_and_turns_the_plus_four_back(lang):
    """--house quickos-anyone: "le joueur en possession de la carte Quickos peut retourner la carte contre
    lui", read as whoever holds it; the human is not the player the +4 hits."""
    t = Translator(lang)
    rules = e.RuleSet.preset("family").replace(quickos_anyone=True)
    session = table(["quickos r1 b3", "+4 r4 y4", "g2 g3 g4"], "r5", "g1 b2 b4 b5 b6 b7 b8 b9", rules=rules,
                    lang=lang)
    session.table.apply(1, e.Play(variant_card("+4"), color=e.Color.BLUE))  # seat 2 is hit
    assert session.table.window_open()
    session.reader = Lines(["quickos"])
    session.out_of_turn.offer_window()
    assert t("quickos-hint") in said(session)
    assert len(session.state.hands[1]) == 2 + 4  # the +4's player took its cards back
    assert len(session.state.hands[HUMAN]) == 2 and session.state.color is e.Color.BLUE
    assert session.state.current_player == 2  # the player it hit, spared, plays


@pytest.mark.parametrize("lang,word", [("fr", "passe"), ("en", "pass")])
def test_rapido_the_skip_line_says_pass_and_pass_takes_the_skip(lang, word):
    """The skip's line says "play b [ ] or pass" (turn-answer, count 0): the word it offers is an answer of the
    question, it loses the turn as a or Space does (tester: "pass" was refused after "play y [ ] or pass")."""
    t = Translator(lang)
    rapido = e.RuleSet.preset("rapido")
    session = table(["bskip b3 g5", "rskip r4 y4"], "r5", "g1 g2 g3 g4 g6 g8 g9", rules=rapido, lang=lang)
    session.apply(1, e.Play(variant_card("rskip")))
    session.reader = Lines([word])
    session.human_turn()
    assert t("error-not-an-answer") not in said(session)
    assert session.state.current_player != HUMAN
    assert len(session.state.hands[HUMAN]) == 3 and session.state.discard[-1] == variant_card("rskip")


@pytest.mark.parametrize("lang", LANGS)
def test_strict_draw_four_a_zero_that_blocks_the_plus_four_says_so(lang):
    """wikipedia-uno-fr.txt, "Le « +4 »": "Un joueur peut bloquer cette carte en mettant une carte 0 ou une carte
    Passer" (draw_four.py): the 0's line is followed by one saying the +4 is blocked, nobody draws (tester:
    "Carol plays +4, green" then "Bob plays b 0" said nothing of the 4 cards cancelled)."""
    t = Translator(lang)
    strict = with_house_rules(e.RuleSet.preset("official"), ["strict-draw-four"])
    session = table(["g1 g3 g5", "+4 r4 y4", "b0 b3 y1"], "r5", "g2 g4 g6 g8 g9 r1 r2 r3 b5 b6 b7",
                    rules=strict, lang=lang)
    session.apply(1, e.Play(variant_card("+4"), color=e.Color.GREEN))
    session.apply(2, e.Play(variant_card("b0")))
    line = t("event-draw-four-blocked", card=session.card(variant_card("b0")))
    lines = said(session)
    assert line in lines and len(line) <= BRAILLE_CELLS
    assert lines.index(line) == lines.index(next(x for x in lines if session.card(variant_card("b0")) in x)) + 1
