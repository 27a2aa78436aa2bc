"""Issue 6: the rules explained in both languages, at start-up and by the ``règles``/``rules`` command;
the rules and the help said in lines that fit a 40-cell braille display.

braille-uno-rules-fr.txt, "Jeu en équipes": "Les joueurs se placent en alternance autour de la table."
official-rules-fr.txt, "Carte à personnaliser": each blank card gets its own effect.
"""

from __future__ import annotations

import io
import subprocess
import sys
from dataclasses import fields
from enum import Enum
from pathlib import Path

import pytest

from uno_access.cli import solo_seat
from uno_access.console.commands import HELP_ORDER, command_id, parse_command
from uno_access.console.house_rules import house_rule_label, house_rule_lines, parse_house
from uno_access.console.options import ConsoleOptions, MatchOptions
from uno_access.console.output import Output
from uno_access.console.render import BRAILLE_CELLS
from uno_access.console.rules_text import (
    _FOLDED,
    explain_option,
    message_lines,
    option_lines,
    rules_lines,
    summary_line,
    summary_lines,
)
from uno_access.console.session import Session
from uno_access.console.table import table_problem
from uno_access.custom_cards import effect_lines
from uno_access.engine import events as e
from uno_access.engine.cards import CUSTOM_RANKS
from uno_access.engine.rules import HOUSE_RULES, PRESETS, CustomEffect, JumpIn, RuleSet, Stacking, with_house_rules
from uno_access.i18n import LANGUAGES, Translator
from uno_access.notation import format_rank
from uno_access.speech.base import RecordingSpeaker

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_edition_has_its_one_line_summary(lang):
    for preset in PRESETS:
        line = summary_line(preset, lang)
        # Short to hear at start-up: at most 5 lines of a 40-cell braille display.
        assert not line.startswith("rules-") and line.count("\n") < 5, line
        assert all(len(part) <= 40 for part in line.splitlines()), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_house_rules_are_chosen_by_code_words_or_numbers(lang):
    assert parse_house("stacking,seven-zero", lang) == ("stacking", "seven-zero")
    assert parse_house("1, 3", lang) == ("stacking", "jump-in")
    assert parse_house("1 2", lang) == ("stacking", "seven-zero")
    assert parse_house("seven zero, stacking, stacking", lang) == ("seven-zero", "stacking")
    assert parse_house("cumul des +2 et +4", lang) == ("stacking",)  # the French words work in English too
    assert parse_house("elim", lang) == ("elimination",)
    assert parse_house(Translator(lang)("question-house-none"), lang) == ()
    assert parse_house("99", lang) is None
    assert parse_house("stacking, zz", lang) is None
    assert parse_house("interc", lang) is None  # two rules start so: which one?
    assert parse_house("interception", lang) == ("jump-in",)


def _house_rule_blocks(lang: str) -> dict[str, list[str]]:
    """The list ``?`` reads at the house rules question, cut at each rule's numbered name line."""
    t = Translator(lang)
    lines = house_rule_lines(lang)
    starts = [lines.index(t("question-house-item", number=number, name=house_rule_label(name, lang)))
              for number, name in enumerate(HOUSE_RULES, start=1)]
    ends = [*starts[1:], len(lines) - 1]
    return {name: lines[start:end] for name, start, end in zip(HOUSE_RULES, starts, ends)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_names_and_explains_every_house_rule(lang):
    """Each rule: its number and name, then the règles command's lines for it; last, how to choose."""
    t = Translator(lang)
    blocks = _house_rule_blocks(lang)
    assert list(blocks) == list(HOUSE_RULES)
    for name, (_title, *explanation) in blocks.items():
        assert explanation and not any("rules-option" in line for line in explanation), name
        said = [line for field, value in HOUSE_RULES[name].items() for line in option_lines(field, value, lang)]
        assert explanation[-1] in said or name == "rounds-won", name
    assert house_rule_lines(lang)[-1] == t("question-house-how")
    # A title that only names the rule again is not said under its name ("Cumul des +2 et +4 :").
    assert option_lines("stacking", Stacking.PLUS_CARDS, lang)[0] not in blocks["stacking"]
    assert option_lines("jump_in", JumpIn.IDENTICAL, lang)[0] in blocks["jump-in"]  # it says more than the name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rounds_won_house_rule_says_its_target_in_rounds(lang):
    """wikipedia-uno-fr.txt: "comptabiliser le nombre de manches gagnées": the target is rounds, not points."""
    t = Translator(lang)
    lines = _house_rule_blocks(lang)["rounds-won"]
    assert lines[-1] == t("rules-option-target-rounds", value=3)
    assert t("rules-option-target-score", value=3) not in lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_table_the_rules_cannot_seat_is_said_in_words(lang):
    t = Translator(lang)
    assert table_problem(MatchOptions(bots=2, house=("teams",)), lang) == t("table-error-teams")
    assert table_problem(MatchOptions(bots=3, house=("teams",)), lang) is None
    assert table_problem(MatchOptions(bots=3, house=("teams", "elimination")), lang) == t("table-error-teams-elimination")
    assert table_problem(MatchOptions(bots=9, rules="braille"), lang) == t("table-error-players", min=2, max=6)
    assert table_problem(MatchOptions(bots=9, rules="family"), lang) == t("table-error-cards", max=9)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rotating_partners_at_a_wrong_table_say_four_players_so_three_bots(lang):
    """Partners change "A 4 joueurs": any other table says so, with the bots to ask for."""
    t = Translator(lang)
    for bots in (1, 2, 4, 5, 9):
        assert table_problem(MatchOptions(bots=bots, house=("rotating-partners",)), lang) == t(
            "table-error-rotating-partners")
    assert table_problem(MatchOptions(bots=3, house=("rotating-partners",)), lang) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_table_flags_end_before_the_match_with_one_line(tmp_path, lang):
    env = {k: v for k, v in __import__("os").environ.items() if k not in ("LANG", "LC_ALL", "UNO_ACCESS_DEBUG")}
    env.update({"UNO_ACCESS_HOME": str(tmp_path), "LANG": "C.UTF-8"})
    result = subprocess.run([sys.executable, "-m", "uno_access", "--lang", lang, "--house", "teams", "--bots", "2",
                             "--speech", "off"], input="", capture_output=True, text=True, cwd=ROOT, env=env,
                            timeout=60)
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == Translator(lang)("table-error-teams")


ALL_ON = RuleSet.preset("official").replace(
    name="official+", shuffle_hands_card=True, swap_hands_card=True, custom_cards=3,
    custom_effects=(CustomEffect.GIVE_FOUR, CustomEffect.DRAW_UNTIL_COLOR, CustomEffect.NEXT_DRAWS_FOUR),
    stacking=Stacking.PLUS_CARDS, seven_zero=True, jump_in=JumpIn.SAME_NUMBER, draw_limit=3, forced_play=True,
    draw_ends_turn=True, skip_defence=True, confusion_penalty=2, uno_cards=2, family_draw_four=True, teams=True,
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_command_explains_every_active_option_in_words(lang):
    t = Translator(lang)
    lines = rules_lines(ALL_ON, lang)
    for field in fields(RuleSet):
        if field.name in _FOLDED or getattr(ALL_ON, field.name) == getattr(PRESETS["official"], field.name):
            continue
        said = option_lines(field.name, getattr(ALL_ON, field.name), lang)
        start = lines.index(said[0])
        assert lines[start:start + len(said)] == said, field.name
    # official+'s three customizable cards: one line each, with the effect chosen for this table.
    for effect in ALL_ON.custom_effects:
        assert any(t(f"rules-custom-effect-{effect.value}") in line for line in lines), effect


@pytest.mark.parametrize("lang", LANGUAGES)
def test_elimination_is_explained(lang):
    rules = RuleSet.preset("official").replace(elimination=True)
    said = option_lines("elimination", True, lang)
    assert said[0] in rules_lines(rules, lang)
    assert explain_option("elimination", True, lang) == " ".join(said)  # one line in the house rules list


def team_session(lang: str, house: tuple[str, ...] = ("teams",)) -> Session:
    session = solo_seat(MatchOptions(bots=3, seed=4, rules="braille", house=house), ConsoleOptions(lang=lang),
                      Output(io.StringIO()))

    class NoInput:
        def read(self, prompt: str) -> None:
            return None

    session.reader = NoInput()  # type: ignore[assignment]
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rotating_partners_name_the_first_partner_once_at_the_start(lang):
    """"Your partner: Bob." and then "This round, your partner: Bob." said the same thing twice."""
    t = Translator(lang)
    session = team_session(lang, house=("rotating-partners",))
    session.run()
    partner = session.names[2]  # the first round's partners sit opposite: seats 0 and 2
    history = session.output.history
    said = [line for line in history if partner in line and line in (
        t("team-partners", players=partner, count=1), t("event-partners-changed", players=partner, count=1))]
    assert len(said) == 1, history[:6]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_a_team_game_your_partner_is_named_at_the_start_and_marked_in_status(lang):
    t = Translator(lang)
    session = team_session(lang)
    session.run()
    partner = session.names[2]  # partners sit alternately: seats 0 and 2
    assert session.output.history[0] == t("team-partners", players=partner, count=1)
    session.turn_commands.handle(parse_command(t("command-status"), lang), session.view)
    status = session.output.history
    assert any(line.startswith(partner) and t("status-player", player="", partner=True, count=1, uno=False,
                                              you=False, points=0).split(":")[0].strip() in line for line in status)
    assert not any(line.startswith(session.names[1]) and "(" in line for line in status)


# ---------------------------------------------------------------- 40 braille cells

def _said(session: Session, stream: io.StringIO, speaker: RecordingSpeaker, typed: str) -> list[str]:
    """What one typed command prints; each printed line is also one spoken line (no line holds two)."""
    start, spoken = len(stream.getvalue()), len(speaker.spoken)
    session.turn_commands.handle(parse_command(typed, session.options.lang), session.view)
    printed = stream.getvalue()[start:].splitlines()
    assert printed == speaker.spoken[spoken:], typed
    return printed


def assert_fits_braille(lines: list[str], where: str) -> None:
    """Every line of ``lines`` fits a 40-cell braille display (the other tests' helper too)."""
    long = [line for line in lines if len(line) > BRAILLE_CELLS]
    assert long == [], where


def _every_value(field_name: str) -> list[object]:
    """Each value a rule option may take (numbers: the small ones, a large one)."""
    official = getattr(PRESETS["official"], field_name)
    if isinstance(official, bool):
        return [True, False]
    if isinstance(official, Enum):
        return list(type(official))
    if isinstance(official, int):
        return [0, 1, 2, 3, 7, 10, 500]
    return [official]


RULE_TABLES = [(preset, ()) for preset in PRESETS] + [
    ("official", ("stacking", "seven-zero", "jump-in")), ("braille", ("teams",)), ("official", ("elimination",)),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules, house", RULE_TABLES, ids=[f"{r}-{'-'.join(h) or 'none'}" for r, h in RULE_TABLES])
def test_the_rules_command_says_every_edition_in_lines_of_40_cells(lang, rules, house):
    """Accessibility conventions: brief lines fit a 40-cell braille display; "règles" and "règles tout"
    read whole sentences, cut where they break naturally, one line each printed and spoken."""
    t = Translator(lang)
    speaker = RecordingSpeaker()
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=3, seed=2, rules=rules, house=house), ConsoleOptions(lang=lang),
                      Output(stream, speaker))
    session.reader = None
    session.start()
    for typed in (t("command-rules"), f"{t('command-rules')} {t('help-all')}"):
        lines = _said(session, stream, speaker, typed)
        assert lines[0] == rules_lines(session.view.rules, lang)[0] and len(lines) > 3, typed
        assert_fits_braille(lines, typed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_option_and_custom_card_is_said_in_lines_of_40_cells(lang):
    """Every value of every option (an edition added later, a house rule, a custom table), and each
    customizable card's every effect (official-rules-fr.txt, "Carte à personnaliser")."""
    t = Translator(lang)
    for field in fields(RuleSet):
        if field.name in _FOLDED:
            continue
        for value in _every_value(field.name):
            assert_fits_braille(option_lines(field.name, value, lang), f"{field.name}={value}")
    for value in (1, 3, 10, 500):
        assert_fits_braille(message_lines("rules-option-target-rounds", lang, value=value), "target rounds")
    for rank in CUSTOM_RANKS:
        for effect in CustomEffect:
            lines = message_lines("rules-option-custom-effect", lang, card=format_rank(rank, lang, verbose=True),
                                  effect=t(f"rules-custom-effect-{effect.value}"))
            assert_fits_braille(lines, f"{rank} {effect}")
    for preset in PRESETS:
        assert_fits_braille([t("rules-preset-custom", name=preset), t("rules-more")], preset)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_keys_and_every_commands_help_are_said_in_lines_of_40_cells(lang):
    """"aide", "aide tout", "aide <commande>" and "touches": one idea a line, each within 40 cells,
    printed and spoken line by line; and what "aide" says first at every moment of a turn."""
    t = Translator(lang)
    speaker = RecordingSpeaker()
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=3, seed=2), ConsoleOptions(lang=lang), Output(stream, speaker))
    session.reader = None
    session.start()
    help_word = t("command-help")
    typed = [help_word, f"{help_word} {t('help-all')}", t("command-keys"), "?"]
    typed += [f"{help_word} {t(command_id(verb))}" for verb in HELP_ORDER]
    for line in typed:
        said = _said(session, stream, speaker, line)
        assert said, line
        assert_fits_braille(said, line)
    colors = session.explaining.color_initials()
    for message in sorted(m for m in t.message_ids() if m.startswith("help-now-")):
        for passing in (True, False):
            assert_fits_braille(t(message, colors=colors, **{"pass": passing}).splitlines(), message)
    # The lines said when nothing else may be typed are one line each (they follow an error).
    for message in ("help-now-wait", "help-now-match-over"):
        assert "\n" not in t(message)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_start_up_questions_and_their_lists_are_said_in_lines_of_40_cells(lang):
    """Started bare, a player answers ? to every question (official plus, to meet the custom cards too),
    then Enter: each line said, and each line of each question with "?" typed, fits 40 cells.
    The question's own line (where the answer is typed) has the question's first word."""
    from tests.test_console_custom_cards import questions

    t = Translator(lang)
    answers = ["?", "", "?", "", "?", "", "?", t("preset-official-plus")] + ["?", ""] * 3 + ["?", "", "?", ""]
    match, asked, said = questions(lang, answers)
    assert match is not None and match.rules == "official+"
    assert_fits_braille([line for text in said for line in text.splitlines()], "said")
    for prompt, answer in zip(asked, answers):
        lines = (prompt + answer[:2]).splitlines()  # room left for "?" or a number
        assert_fits_braille(lines, prompt)
        assert prompt.split(" ")[0] in lines[-1], prompt  # the line that waits names the question
    for line in [*house_rule_lines(lang), *effect_lines(lang)]:  # what ? said
        assert line in said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_question_mark_explains_every_start_up_question_then_asks_it_again(lang):
    """? (or the word for help) at each question says what the choices mean: never "not understood"."""
    from tests.test_console_custom_cards import questions
    from uno_access.console.options import Level
    from uno_access.console.rules_text import message_lines

    t = Translator(lang)
    help_word = t("command-help")
    answers = ["?", "", help_word, "2", "?", "", "?", "", "?", "", "?", ""]
    match, asked, said = questions(lang, answers)
    assert match is not None and match.bots == 2 and match.rules == "official"
    assert asked[0] == asked[1] and asked[2] == asked[3] and asked[-2] == asked[-1]  # each asked again
    assert not [line for line in said if line.startswith(t("question-not-understood", answer="?")[:3])]
    explained = ["question-language-help", "question-bots-help", "question-target-help"]
    explained += [f"question-level-help-{level.value}" for level in Level]
    for message in explained:
        for line in message_lines(message, lang):
            assert line in said, line
    names = [t("preset-" + preset.replace("+", "-plus")) for preset in PRESETS]
    for number, (preset, name) in enumerate(zip(PRESETS, names), start=1):
        item = said.index(t("question-rules-item", number=number, name=name))
        assert said[item + 1 : item + 1 + len(summary_lines(preset, lang))] == summary_lines(preset, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_question_with_every_default_and_every_table_error_fits_40_cells(lang):
    """The defaults a question may show (a saved choice too), the editions' summaries, the
    lines that refuse a table, a wrong answer, the welcome line."""
    from uno_access.console.options import Level
    from uno_access.custom_cards import effect_label
    from uno_access.lines import names_in_lines

    t = Translator(lang)
    names = [t("preset-" + preset.replace("+", "-plus")) for preset in PRESETS]
    prompts = [t("question-language", default=t(f"language-{language}")) for language in LANGUAGES]
    prompts += [t("question-bots", default=9), t("question-target", default=100_000)]
    prompts += [t("question-level", default=t(f"level-{level.value}")) for level in Level]
    choices = names_in_lines(names, t("list-separator"))
    prompts += [t("question-rules", choices=choices, default=name) for name in names]
    prompts += [t("question-house", default=t("question-house-none"))]
    prompts += [t("question-custom", number=3, default=effect_label(effect, lang)) for effect in CustomEffect]
    for prompt in prompts:
        assert_fits_braille((prompt + " ").splitlines(), prompt)
    for preset in PRESETS:
        assert_fits_braille(summary_lines(preset, lang), preset)
        assert summary_line(preset, lang) == "\n".join(summary_lines(preset, lang))
    refusals = [t("table-error-players", min=2, max=10), t("table-error-teams"), t("table-error-cards", max=10),
                t("table-error-teams-elimination"), t("table-error-other")]
    assert_fits_braille(refusals, "table")
    said = [t("welcome"), *t("question-not-understood", answer="officielle plus").splitlines()]
    said += [t("question-custom-chosen", number=3, effect=effect_label(effect, lang)) for effect in CustomEffect]
    assert_fits_braille(said, "said")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rotating_partners_say_three_rounds_not_a_target_nor_alternate_seats(lang):
    """``rules`` said "played to 500 points" and "partners sit alternately", the scores "Target: 100 points."."""
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.render import Renderer

    t = Translator(lang)
    rules = with_house_rules(RuleSet.preset("official"), ("rotating-partners",))
    lines = rules_lines(rules, lang)
    assert option_lines("rotating_partners", True, lang)[0] in lines
    assert not any(line in lines for line in option_lines("target_score", rules.target_score, lang))
    assert option_lines("teams", True, lang)[0] not in lines
    renderer = Renderer(ConsoleOptions(lang=lang), ["Vous", "Ben", "Cleo", "Dan"])
    renderer.state.rules = rules
    said = renderer.render([e.RoundStarted(2, 1, 7)])
    scores = renderer.score_lines((10, 0, 10, 0), rules)
    assert said and scores[-1] == t("score-round-of", round=2, rounds=3)
    assert t("score-target", target=rules.target_score) not in scores
