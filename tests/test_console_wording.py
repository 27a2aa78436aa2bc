"""Wording found wrong or cryptic by the round-3 play audit (``../shared/audits/play-audit.md``, part 2, 9 and
13), each through the renderer or a real session as the player meets it."""

from __future__ import annotations

import io

import pytest

from uno_access import engine as e
from uno_access.console.options import ConsoleOptions
from uno_access.console.render import BRAILLE_CELLS, Renderer
from uno_access.i18n import Translator

from .conftest import variant_card
from .test_console_questions import Lines, said, table
from .test_rules_sequences import console

LANGS = ["fr", "en"]


@pytest.mark.parametrize("lang, points, word", [("fr", 0, "0 point."), ("fr", 1, "1 point."),
                                                ("fr", 2, "2 points."), ("en", 1, "1 point."),
                                                ("en", 0, "0 points.")])
def test_the_match_winner_line_agrees_with_its_points(lang, points, word):
    """Rapido, lowest wins: "Anna gagne la partie avec 0 points." (a singular in French)."""
    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Anna"])
    assert renderer.render([e.MatchEnded((1,), (9, points))])[0].endswith(word)
    assert renderer.render([e.MatchEnded((0, 1), (points, points))])[0].endswith(word)


def test_french_says_the_direction_without_ambiguity():
    """« sens inverse » is the reverse of what? The book's sens : horaire, antihoraire."""
    from uno_access.i18n import locales_dir

    for path in locales_dir().joinpath("fr").iterdir():
        assert "sens inverse" not in path.read_text(encoding="utf-8"), path.name
    renderer = Renderer(ConsoleOptions(lang="fr"), ["Vous", "Anna"])
    assert renderer.render([e.DirectionChanged(e.Direction.RIGHT)]) == ["Changement de sens : sens antihoraire."]


def test_being_caught_in_french_is_contre_not_prend():
    renderer = Renderer(ConsoleOptions(lang="fr"), ["Vous", "Anna", "Chloé"])
    assert renderer.render([e.UnoCaught(2, 0)]) == ["Chloé vous contre : UNO oublié."]


def test_the_sounds_are_turned_on_with_a_word_of_the_language():
    """« tapez sons on » while the help says « oui ou non »."""
    t = Translator("fr")
    assert t("sounds-demo-off").rstrip(".").endswith(f"{t('command-sounds')} {t('answer-yes')}")


@pytest.mark.parametrize("lang, rules, word", [("fr", "rapido", "Confusion"), ("fr", "official", "Faute"),
                                               ("en", "rapido", "confusion"), ("en", "official", "fault")])
def test_a_wrong_card_is_a_confusion_in_rapido_and_a_fault_elsewhere(lang, rules, word):
    """The faults house rule said Rapido's "Confusion"; its book (wikipedia-uno-fr.txt) says « faute de jeu »."""
    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Anna"])
    ruleset = e.RuleSet.preset(rules)
    if rules == "official":
        ruleset = e.with_house_rules(ruleset, ["faults"])
    renderer.state.rules = ruleset
    line = renderer.render([e.Confused(1, variant_card("b3"))])[0]
    assert word in line and ("Confusion" not in line or rules == "rapido")


@pytest.mark.parametrize("lang", LANGS)
def test_a_skip_to_answer_says_to_play_the_answer(lang):
    """« Pour vous, [ ] : r [ ] ou tour perdu. » was cryptic: what is on you, and what to do."""
    from uno_access.engine.rules import with_house_rules

    t = Translator(lang)
    rules = with_house_rules(e.RuleSet.preset("rapido"), [])
    session = table(["r1 rskip g5", "bskip r4 y4"], "b5", "g1 g2 g3 g4", rules=rules, lang=lang)
    session.apply(1, e.Play(variant_card("bskip")))
    line = session.renderer.answer_line(session.view)
    verb = "jouez" if lang == "fr" else "play"
    assert verb in line, line
    assert not line.startswith(("Pour vous", "For you", "Vous,", "You,")), line
    assert verb in t("turn-answer-short", owed="+2", cards="+2", count=2).lower()
    assert len(line) <= BRAILLE_CELLS


@pytest.mark.parametrize("lang", LANGS)
def test_stopping_a_sequence_ends_the_turn_instead_of_passing(lang):
    """ "You play b 7. / Sequence: b 6, or Enter stops." then Enter said "You pass."."""
    t = Translator(lang)
    session = console(lang, ["r6 r5 r4 b9", "y1 y2 y3 y4"], "r7")
    session.reader = Lines(["r6", ""])
    session.human_turn()
    session.human_turn()
    assert session.state.current_player == 1
    lines = said(session)
    assert t("event-turn-passed", you=True, player="") not in lines
    assert t("event-turn-ended", you=True, player="") in lines


@pytest.mark.parametrize("lang", LANGS)
def test_a_draw_and_pass_is_still_a_pass(lang):
    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Anna"])
    t = Translator(lang)
    assert renderer.render([e.CardPlayed(1, variant_card("r7"), 3)])  # Anna plays...
    assert renderer.render([e.TurnPassed(0)]) == [t("event-turn-passed", you=True, player="")]


@pytest.mark.parametrize("lang", LANGS)
def test_no_at_play_again_says_goodbye(lang):
    """ "Play again? (y/n) [yes]" answered n went back to the shell without a word; "quit" was not understood."""
    t = Translator(lang)
    for answer in (t("answer-no"), t("command-quit")):
        session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4", lang=lang)
        session.output = session.output.__class__(io.StringIO())
        session.reader = Lines([answer])
        assert session.play_again() is False
        assert said(session)[-1] == t("goodbye")


def test_the_english_challenge_key_is_explained():
    """`f` is no English initial of "challenge": say what it stands for where the keys are explained."""
    t = Translator("en")
    assert "fake" in t("allowed-challenge") and "fake" in t("help-now-challenge")


@pytest.mark.parametrize("lang", LANGS)
def test_goodbye_is_said_once_when_the_match_could_not_be_saved(lang):
    """R3-16: "Goodbye." then "Match not saved. Goodbye."."""
    t = Translator(lang)
    assert t("goodbye").rstrip(".") not in t("storage-not-saved-goodbye")


# ---------------------------------------------------------------- lines of 40 cells (play audit, part 2, 8)


@pytest.mark.parametrize("lang", LANGS)
def test_a_sequence_played_by_a_bot_is_cut_between_cards_in_lines_of_40_cells(lang):
    """ "Anna joue r 2, b 2, r 2, r 1, j 1, 2 cartes." (44 cells) was never wrapped."""
    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Anna"])
    played = [e.CardPlayed(1, variant_card(code), left) for code, left in
              (("r2", 6), ("b2", 5), ("r2", 4), ("r1", 3), ("y1", 2))]
    lines = renderer.render(played)
    assert all(len(line) <= BRAILLE_CELLS for line in lines), lines
    text = " ".join(lines)
    assert text.startswith("Anna") and ("2 cartes." if lang == "fr" else "2 cards.") in text
    assert len(lines) == 2
    full = Renderer(ConsoleOptions(lang=lang, verbosity=e_verbosity_full()), ["Vous", "Anna"])
    assert len(full.render(played)) == 1  # full verbosity: one sentence, however long


def e_verbosity_full():
    from uno_access.console.options import Verbosity

    return Verbosity.FULL


@pytest.mark.parametrize("lang", LANGS)
def test_the_lines_that_say_what_a_resumed_match_is_not_fit_40_cells(lang):
    """Before "Resume the match?": "Règles maison : carte uno tournante, fautes à 2 cartes, interception
    demandé, ce match +4 strict, mauvaises cartes." (115 cells, and "demandé" did not agree)."""
    from uno_access.cli import match_differences
    from uno_access.console.options import Level, MatchOptions

    saved = MatchOptions(bots=3, level=Level.NORMAL, rules="h2o", house=("strict-draw-four", "cursed-cards"),
                         target=None)
    wanted = MatchOptions(bots=2, level=Level.EASY, rules="wizz", house=("uno-card", "faults", "jump-in"),
                          target=150)
    lines = match_differences(saved, wanted, {"rules", "house", "bots", "level", "target"}, lang)
    assert len(lines) >= 5
    assert all(len(line) <= BRAILLE_CELLS for line in lines), [line for line in lines if len(line) > BRAILLE_CELLS]
    assert "demandé," not in " ".join(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_page_up_steps_through_events_not_the_lines_cut_for_the_screen(lang):
    """ "Vous recevez 7 cartes : r 4, j 2, j 3, (86/88)" then "j 6, v 4, v +2, v [ ]. (87/88)": one event, two
    steps, its second half heard alone (play audit, part 2, 10)."""
    t = Translator(lang)
    session = table(["r1 r2 r3 b4 b5 b6 g7", "y1 y2 y3 y4 y5 y6 y7"], "r5", "g1 g2 g3 g4", lang=lang)
    lines = session.history_lines(-1)
    assert not any(line.endswith(",") for line in lines), lines
    dealt = [line for line in lines if line.startswith(t("event-hand-dealt", count=7).split(":")[0])]
    assert len(dealt) == 1 and dealt[0].count(",") == 6
    assert any(len(line) > BRAILLE_CELLS for line in lines)  # joined: a braille display pans it
    assert all(len(line) <= BRAILLE_CELLS for line in session.history_lines())  # `history` still cuts them


# ---------------------------------------------------------------- rules all (play audit, part 2, 11)


def _option_said(lines: list[str], field: str, value: object, lang: str) -> bool:
    from uno_access.console.rules_text import option_lines

    said = option_lines(field, value, lang)
    return any(lines[index:index + len(said)] == said for index in range(len(lines)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", ["official", "h2o", "olympic", "rapido", "wizz", "family"])
def test_rules_all_never_contradicts_itself(lang, preset):
    """H2O: "No time limit." then "Too slow: 2 cards."; "No jump-in." then "Jump-in needs no word.";
    "Classic deck of 108 cards." with 112; Olympique: "7 cards dealt to each player." and "the dealer deals 7
    to 15 cards"."""
    from uno_access.console.rules_text import rules_lines
    from uno_access.engine.rules import JumpIn

    rules = e.RuleSet.preset(preset)
    lines = rules_lines(rules, lang, everything=True)
    if rules.time_limit == 0:
        assert not _option_said(lines, "time_penalty", rules.time_penalty, lang), lines
    if rules.jump_in is JumpIn.OFF:
        assert not _option_said(lines, "interception_call", rules.interception_call, lang), lines
    if rules.dealer_deals:
        assert not _option_said(lines, "hand_size", rules.hand_size, lang), lines
    total = len(rules.build_deck())
    if total not in (108, 68):
        assert any(str(total) in line for line in lines), lines


@pytest.mark.parametrize("lang", LANGS)
def test_rules_all_says_what_is_in_force_not_every_rule_that_is_not(lang):
    """`rules all` was 60 lines, mostly "No ...": what is off and as in the official rules is left out."""
    from uno_access.console.rules_text import rules_lines

    lines = rules_lines(e.RuleSet.preset("h2o"), lang, everything=True)
    assert len(lines) <= 40, len(lines)
    assert not _option_said(lines, "sequences", False, lang)
    assert not _option_said(lines, "totems", False, lang)
    assert _option_said(lines, "draw_limit", 1, lang)  # in force, as in the official rules: said


def test_french_names_the_extreme_edition_with_its_accent_and_still_takes_it_without():
    from uno_access.cli import _preset_named

    t = Translator("fr")
    assert t("preset-extreme") == "extrême"
    names = {"official": t("preset-official"), "extreme": t("preset-extreme")}
    assert _preset_named("extreme", names) == _preset_named("extrême", names) == "extreme"


def test_the_help_shows_the_words_with_their_accents():
    """ "répète, repeter, encore ou F2", "options, reglages, o", "règles, regle": read as typos (play audit, 9);
    typed without their accents they are still taken."""
    from uno_access.console.commands import Verb, parse_command

    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4", lang="fr")
    lines = "\n".join(session.info_commands.verb_help(Verb.REPEAT) + session.info_commands.verb_help(Verb.SETTINGS) + session.info_commands.verb_help(Verb.RULES))
    assert "repeter" not in lines and "reglages" not in lines and "regle" not in lines
    assert "répéter" in lines and "réglages" in lines
    for typed, verb in (("repeter", Verb.REPEAT), ("reglages", Verb.SETTINGS), ("regle", Verb.RULES), ("etat", Verb.STATUS)):
        assert parse_command(typed, "fr").verb is verb


@pytest.mark.parametrize("lang", LANGS)
def test_the_family_edition_has_one_name(lang):
    """The resume line said "UNO Family" where `rules` says "UNO Family Quick"."""
    t = Translator(lang)
    assert "UNO Family Quick" in t("rules-preset-family")
    assert t("storage-setting-value-rules-family") == "UNO Family Quick"


@pytest.mark.parametrize("lang", LANGS)
def test_a_second_card_after_a_jump_in_by_number_is_not_called_a_sequence(lang):
    """UNO Robot's jump-in by number offered its second card as "Sequence: g 8", another house rule's word."""
    from uno_access.engine.rules import with_house_rules

    t = Translator(lang)
    rules = with_house_rules(e.RuleSet.preset("official"), ["jump-in-number"])
    session = table(["r5 g5 b1", "y7 r4 y4"], "y5", "g1 g2 g3 g4", rules=rules, lang=lang)
    session.apply(0, e.Play(variant_card("r5")))  # out of turn, on the y 5
    assert session.view.phase.value == "sequence"
    line = session.renderer.turn_line(session.view)
    assert not line.startswith(t("turn-sequence", cards="X").split(":")[0]), line
    assert "5" in line and len(line) <= BRAILLE_CELLS


@pytest.mark.parametrize("lang, said", [("fr", "Échange : Anna 3 cartes, Bruno 11."),
                                        ("en", "Swap: Anna 3 cards, Bruno 11.")])
def test_a_swap_between_two_others_says_whose_cards(lang, said):
    """ "Alice and Bob swap: 3 and 11." (whose 3?)."""
    t = Translator(lang)
    line = t("event-hands-swapped", you=False, target_you=False, player="Anna", target="Bruno", count=3,
             target_count=11)
    assert line == said


@pytest.mark.parametrize("lang, seconds, said", [("fr", 0.0, "0 seconde."), ("fr", 12.3, "12,3 secondes."),
                                                 ("en", 1.0, "1 second."), ("en", 0.4, "0.4 seconds.")])
def test_simulate_says_its_seconds_in_agreement(lang, seconds, said):
    """`simulate --lang fr`: "626,7 manches par seconde, 0 secondes."."""
    assert Translator(lang)("simulate-speed", rate=626.7, seconds=seconds, unit="round").endswith(said)


@pytest.mark.parametrize("lang", LANGS)
def test_the_resume_lines_say_the_time_limit_the_flags_asked(lang):
    """``--house time-limit --time-limit 8`` before a saved match without it: "asked: time limit, 30 s" was said
    while the match asked would use 8 s."""
    from uno_access.cli import match_differences
    from uno_access.console.options import MatchOptions

    saved = MatchOptions(house=("stacking",))
    wanted = MatchOptions(house=("time-limit",), time_limit=8)
    text = " ".join(match_differences(saved, wanted, {"house"}, lang))
    assert "8 s" in text and "30 s" not in text, text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("you", [0, 1])
@pytest.mark.parametrize("uno, left", [(True, 1), (False, 0)])
def test_a_wild_and_its_colour_are_set_off_by_commas_before_what_follows(lang, you, uno, left):
    """ "Alice plays wild, yellow and says UNO!": the colour is an aside, closed by a comma before the verb."""
    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Anna"])
    wild = next(c for c in e.RuleSet.preset("official").build_deck() if c.rank is e.Rank.WILD)
    line = renderer.render([e.CardPlayed(you, wild, left, uno_called=uno), e.ColorChosen(you, e.Color.YELLOW)])[0]
    color = renderer.words.color(e.Color.YELLOW)
    assert f", {color}, " in line or line.endswith(f", {color}."), line
