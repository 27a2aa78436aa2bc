"""Issue 6: the customizable cards, each given one effect at setup, in both languages.

official-rules-fr.txt, "Carte à personnaliser": the blank cards get an effect
chosen by the table, from the book's list of ideas that software can enforce
("Vous pouvez donner 2 cartes au joueur de votre choix", "Vous décidez qui doit
jouer en suivant", "Tout le monde doit jouer à découvert…").  The effects are
chosen by ``--custom`` or by one start-up question per card, go into the
match's rules, are saved with it, and ``règles``/``rules`` says each one.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from uno_access import cli
from uno_access.console.options import ConsoleOptions, MatchOptions
from uno_access.console.table import rules_of
from uno_access.custom_cards import EFFECTS, effect_label, effect_lines, parse_custom, parse_effect
from uno_access.engine.cards import CUSTOM_RANKS
from uno_access.engine.rules import CustomEffect, RuleSet
from uno_access.i18n import LANGUAGES, Translator
from uno_access.notation import format_rank
from uno_access.storage.codec import decode_rules, encode_rules

from .test_cli_pty import spawn

ROOT = Path(__file__).resolve().parent.parent
CHOSEN = (CustomEffect.GIVE_FOUR, CustomEffect.DRAW_UNTIL_COLOR, CustomEffect.NEXT_DRAWS_FOUR)


def effect_line(lang: str, card: int, effect: CustomEffect) -> str:
    """The ``règles`` line of one customizable card (as rules_text words it)."""
    t = Translator(lang)
    line = t("rules-option-custom-effect", card=format_rank(CUSTOM_RANKS[card - 1], lang, verbose=True),
             effect=t(f"rules-custom-effect-{effect.value}"))
    return line[:1].upper() + line[1:]


# ---------------------------------------------------------------- naming an effect


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_effect_is_named_by_number_code_or_words_in_either_language(lang):
    assert parse_effect("3", lang) is CustomEffect.GIVE_FOUR  # its place in the list ? reads
    assert parse_effect("give-four", lang) is CustomEffect.GIVE_FOUR
    assert parse_effect("Donner 4 cartes", lang) is CustomEffect.GIVE_FOUR  # French words in any game
    assert parse_effect("give 4 cards", lang) is CustomEffect.GIVE_FOUR
    assert parse_effect("à découvert", lang) is CustomEffect.OPEN_HANDS
    assert parse_effect("choose next", lang) is CustomEffect.CHOOSE_NEXT
    for effect in EFFECTS:  # every name the question offers is understood back
        assert parse_effect(effect_label(effect, lang), lang) is effect
    assert parse_effect("give", lang) is None  # 2 or 4?
    assert parse_effect("7", lang) is None
    assert parse_effect("zz", lang) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_explains_the_six_effects_two_lines_each(lang):
    """Each effect: its number and name, then what it does (lines of 40 braille cells, under a line
    saying every effect is a wild)."""
    t = Translator(lang)
    intro, *lines = effect_lines(lang)
    assert intro == t("question-custom-list")
    assert len(lines) == 2 * len(CustomEffect) == 12
    for number, effect in enumerate(EFFECTS, start=1):
        name, explanation = lines[2 * number - 2: 2 * number]
        assert name.startswith(f"{number}. {effect_label(effect, lang)}")
        assert t(f"rules-custom-effect-{effect.value}") in explanation  # the règles wording, from rules.ftl
        assert "rules-" not in name + explanation


def test_the_flag_value_takes_one_to_three_effects_and_keeps_the_others():
    assert parse_custom("give-four", "en") == (CustomEffect.GIVE_FOUR,)
    assert parse_custom(",jeu à découvert", "fr") == (None, CustomEffect.OPEN_HANDS)
    assert parse_custom("1, 2, 3", "fr") == EFFECTS[:3]
    for bad in ("", ",", "give-two,zz", "1,2,3,4"):
        assert parse_custom(bad, "en") is None, bad
    # Fewer than three: the edition's effects for the rest.
    rules = rules_of(MatchOptions(rules="official+", custom=("give-four",)))
    assert rules.custom_effects == (CustomEffect.GIVE_FOUR, CustomEffect.CHOOSE_NEXT, CustomEffect.OPEN_HANDS)


# ---------------------------------------------------------------- --custom


def environment(tmp_path: Path, lang: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "UNO_ACCESS_DEBUG")}
    env.update({"LANG": "fr_FR.UTF-8" if lang == "fr" else "en_US.UTF-8", "UNO_ACCESS_CACHE": str(tmp_path / "cache"),
                "UNO_ACCESS_HOME": str(tmp_path / "home")})
    return env


def run(tmp_path: Path, lang: str, lines: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The real program, stdin piped (no questions), speech off."""
    return subprocess.run([sys.executable, "-m", "uno_access", "--lang", lang, "--bots", "1", "--speech", "off", *args],
                          input=lines, capture_output=True, text=True, cwd=ROOT, env=environment(tmp_path, lang),
                          timeout=60)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_flag_chooses_the_effects_of_the_match(lang):
    french = ",".join(effect_label(effect, "fr") for effect in CHOSEN)
    ns = cli.build_parser().parse_args(["--rules", "official+", "--custom", french])
    match, _, _ = cli.options_from_flags(ns, lang)
    match, ignored = cli._custom_cards_checked(match, lang)
    assert ignored is None
    assert match.custom == tuple(effect.value for effect in CHOSEN)  # written out in full: saved as played
    assert rules_of(match).custom_effects == CHOSEN


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_names_the_flag_and_the_effects(lang):
    """The flag's line, then the effects' code names on the lines that follow (40 braille cells a line)."""
    lines = cli._help_text(lang).splitlines()
    start = next(index for index, line in enumerate(lines) if line.startswith("--custom"))
    end = next(index for index, line in enumerate(lines) if index > start and line.startswith("--"))
    said = " ".join(lines[start:end])
    assert all(effect.value in said for effect in CustomEffect)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unknown_effect_is_refused_in_words_listing_the_choices(tmp_path, lang):
    result = run(tmp_path, lang, "", "--rules", "official+", "--custom", "give-two,zz")
    t = Translator(lang)
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert lines[0] == t("cli-error-custom", flag="--custom", value="give-two,zz", choices="").splitlines()[0]
    # one effect a line (issue 16: the list was one line of 250 characters)
    assert all(f"{effect.value} ({effect_label(effect, lang)})" in lines for effect in CustomEffect)
    assert all(len(line) <= 40 for line in lines)
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("lang", LANGUAGES)
def test_without_custom_cards_the_flag_is_said_to_do_nothing_and_the_game_goes_on(tmp_path, lang):
    t = Translator(lang)
    result = run(tmp_path, lang, t("command-hand") + "\n", "--rules", "braille", "--custom", "give-four",
                 "--seed", "2")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == t("cli-custom-ignored", flag="--custom", rules=t("preset-braille"))
    assert t("welcome-plain") in lines  # commands piped in: no key works, so no F1
    assert t("hand-intro", count=7).split(",")[0] in result.stdout  # the match was played


# ---------------------------------------------------------------- the start-up questions


def questions(lang: str, answers: list[str]) -> tuple[MatchOptions | None, list[str], list[str]]:
    """The start-up questions answered in turn: the match chosen, the prompts asked, the lines said."""
    asked: list[str] = []
    said: list[str] = []
    pending = list(answers)

    def ask(prompt: str) -> str | None:
        asked.append(prompt)
        return pending.pop(0) if pending else None

    result = cli.ask_questions(MatchOptions(), ConsoleOptions(lang=lang), set(), ask, said.append)
    return (None if result is None else result[0]), asked, said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_official_plus_asks_one_question_per_card_and_enter_keeps_its_effect(lang):
    t = Translator(lang)
    plus = t("preset-official-plus")
    # language, bots, level, rules, card 1 (? then a wrong answer then a number), card 2 (Enter),
    # card 3 (French words), house rules, target.
    match, asked, said = questions(lang, ["", "", "", plus, "?", "zz", "3", "", "donner 4 cartes", "", ""])
    assert match is not None
    assert match.custom == ("give-four", "choose-next", "give-four")
    assert rules_of(match).custom_effects == (CustomEffect.GIVE_FOUR, CustomEffect.CHOOSE_NEXT, CustomEffect.GIVE_FOUR)
    defaults = RuleSet.preset("official+").custom_effects
    card_questions = [prompt for prompt in asked if prompt.startswith(t("question-custom", number=1, default="")[:6])]
    assert card_questions == [
        t("question-custom", number=1, default=effect_label(defaults[0], lang)) + " ",  # asked first
        t("question-custom", number=1, default=effect_label(defaults[0], lang)) + " ",  # again after ?
        t("question-custom", number=1, default=effect_label(defaults[0], lang)) + " ",  # again after zz
        t("question-custom", number=2, default=effect_label(defaults[1], lang)) + " ",
        t("question-custom", number=3, default=effect_label(defaults[2], lang)) + " ",
    ]
    for line in effect_lines(lang):
        assert line in said
    assert t("question-not-understood", answer="zz") in said
    assert t("question-custom-chosen", number=1, effect=effect_label(CustomEffect.GIVE_FOUR, lang)) in said
    assert t("question-custom-chosen", number=3, effect=effect_label(CustomEffect.GIVE_FOUR, lang)) in said
    assert not any(line.startswith(t("question-custom-chosen", number=2, effect="")[:14]) for line in said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_editions_without_custom_cards_ask_no_such_question(lang):
    match, asked, _ = questions(lang, ["", "", "", "", "", ""])
    t = Translator(lang)
    assert match is not None and match.custom == ()
    assert not any(prompt.startswith(t("question-custom", number=1, default="")[:6]) for prompt in asked)


def test_started_bare_at_a_terminal_the_custom_cards_are_chosen_and_explained_by_rules():
    """The real program through a pseudo-terminal, in French, as a player answers it."""
    t = Translator("fr")
    child = spawn("--speech", "off", lang="fr")
    for question in ("question-language", "question-bots", "question-level"):
        child.expect(re.escape(t(question, default="X").split(" ")[0]) + r".*\] ")
        child.send("\r")
    child.expect(re.escape(t("question-rules", default="X", choices="Y").split(" ")[0]) + r".*\] ")
    child.send(t("preset-official-plus") + "\r")
    child.expect(re.escape(t("rules-summary-official-plus")))
    child.expect(re.escape(t("question-custom", number=1, default=effect_label(CustomEffect.GIVE_TWO, "fr"))))
    child.send("?\r")
    for line in effect_lines("fr"):
        child.expect(re.escape(line))
    child.expect(re.escape(t("question-custom", number=1, default="X").split("[")[0]))
    child.send("1\r")
    child.expect(re.escape(t("question-custom-chosen", number=1, effect=effect_label(CustomEffect.DRAW_UNTIL_COLOR,
                                                                                       "fr"))))
    child.expect(re.escape(t("question-custom", number=2, default="X").split("[")[0]))
    child.send("\r")
    child.expect(re.escape(t("question-custom", number=3, default="X").split("[")[0]))
    child.send("le suivant pioche 4\r")
    child.expect(re.escape(t("question-house", default="X").split("[")[0]))
    child.send("\r")
    child.expect(re.escape(t("question-target", default="X").split("[")[0]))
    child.send("\r")
    child.expect(">")  # the first prompt of the match, whichever it is
    child.send(t("command-rules") + "\r")
    child.expect(re.escape(effect_line("fr", 1, CustomEffect.DRAW_UNTIL_COLOR)))
    child.expect(re.escape(effect_line("fr", 2, CustomEffect.CHOOSE_NEXT)))
    child.expect(re.escape(effect_line("fr", 3, CustomEffect.NEXT_DRAWS_FOUR)))
    child.sendcontrol("c")
    child.expect(re.escape(t("prompt-quit")))
    child.send("o\r")
    child.expect(pexpect.EOF)


# ---------------------------------------------------------------- saved and resumed


def test_the_codec_keeps_the_effects():
    rules = RuleSet.preset("official+").replace(custom_effects=CHOSEN)
    assert decode_rules(encode_rules(rules)).custom_effects == CHOSEN


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_saved_official_plus_match_resumes_with_the_chosen_effects(tmp_path, lang):
    from uno_access.storage import SaveStore
    from uno_access.storage.autosave import saved_options

    t = Translator(lang)
    custom = ",".join(effect.value for effect in CHOSEN)
    first = run(tmp_path, lang, t("command-hand") + "\n", "--rules", "official+", "--custom", custom, "--seed", "7")
    assert first.returncode == 0, first.stderr
    assert t("storage-saved-goodbye") in first.stdout  # the input ended: the match is kept to resume
    resumed = run(tmp_path, lang, t("command-rules") + "\n", "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert t("storage-resumed") in resumed.stdout
    for card, effect in enumerate(CHOSEN, start=1):
        assert effect_line(lang, card, effect) in resumed.stdout.splitlines()
    store = SaveStore(tmp_path / "home" / "saves.db")
    saved = store.unfinished()
    assert saved is not None
    assert saved.meta.rules.custom_effects == CHOSEN
    assert saved.rebuild().rules.custom_effects == CHOSEN
    options = saved_options(saved, MatchOptions)
    assert options is not None and rules_of(options).custom_effects == CHOSEN  # "play again" keeps them too
    store.close()


# ---------------------------------------------------------------- uno-access simulate --custom


def simulate(argv: list[str], lang: str, monkeypatch: pytest.MonkeyPatch) -> int:
    from uno_access.simulate import main

    monkeypatch.setenv("LANG", "fr_FR.UTF-8" if lang == "fr" else "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    return main(["--games", "2", "--seed", "1", *argv])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_simulate_plays_with_the_chosen_effects(lang, monkeypatch, capsys):
    import json

    code = simulate(["--rules", "official+", "--custom", "donner 4 cartes,5", "--json"], lang, monkeypatch)
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert json.loads(out)["custom_effects"] == ["give-four", "open-hands", "open-hands"]
    assert simulate(["--rules", "official+", "--custom", "6"], lang, monkeypatch) == 0
    report = capsys.readouterr().out
    assert Translator(lang)("simulate-custom", effects="next-draws-four, choose-next, open-hands") in report


@pytest.mark.parametrize("lang", LANGUAGES)
def test_simulate_refuses_an_unknown_effect_in_words(lang, monkeypatch, capsys):
    code = simulate(["--rules", "official+", "--custom", "give-two,zz"], lang, monkeypatch)
    out, err = capsys.readouterr()
    t = Translator(lang)
    assert code == 2 and out == ""
    assert err.startswith(t("simulate-error-custom", custom="give-two,zz", valid="").rstrip(" ."))
    assert all(effect.value in err for effect in CustomEffect)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_simulate_says_the_flag_does_nothing_without_custom_cards_and_runs(lang, monkeypatch, capsys):
    code = simulate(["--rules", "official", "--custom", "give-four"], lang, monkeypatch)
    out, err = capsys.readouterr()
    assert code == 0
    assert err.splitlines() == Translator(lang)("simulate-custom-ignored", rules="official").splitlines()
    assert out.splitlines()[0].startswith("2 ")


def test_the_uno_access_command_runs_simulate_with_custom(tmp_path):
    """``uno-access simulate`` is the game's command with the word simulate first (it was refused as unknown)."""
    import json

    result = subprocess.run([sys.executable, "-m", "uno_access", "simulate", "--games", "2", "--rules", "official+",
                             "--custom", "give-four", "--json"], capture_output=True, text=True, cwd=ROOT,
                            env=environment(tmp_path, "en"), timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["custom_effects"] == ["give-four", "choose-next", "open-hands"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_who_plays_next_is_said_plainly_even_when_the_player_chooses_themself(lang):
    """official-rules-fr.txt, a custom card "choisir qui doit jouer en suivant": a bot may choose itself."""
    import io

    from uno_access import engine as e
    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.output import Output

    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    t, r = session.t, session.renderer
    assert r.lines(e.NextPlayerChosen(1, 1)) == [t("event-next-player-chosen", you=False, player=session.names[1],
                                                    target=session.names[1], target_you=False, again=True)]
    assert session.names[1] in r.lines(e.NextPlayerChosen(1, 1))[0]
    assert r.lines(e.NextPlayerChosen(1, 1)) != r.lines(e.NextPlayerChosen(1, 2))
    assert r.lines(e.NextPlayerChosen(0, 0)) == [t("event-next-player-chosen", you=True, target_you=True)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_given_by_a_custom_card_name_the_giver(lang):
    """official-rules-fr.txt, a custom card "le joueur de son choix pioche 2 cartes": who gave them is said."""
    import io

    from uno_access import engine as e
    from uno_access.cli import solo_seat
    from uno_access.console.options import ConsoleOptions
    from uno_access.console.output import Output
    from uno_access.engine import Card, Color, Rank

    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(io.StringIO()))
    r, t, names = session.renderer, session.t, session.names
    given = e.CardsDrawn(2, 2, (Card(Color.RED, Rank.ONE), Card(Color.BLUE, Rank.TWO)), e.DrawReason.GIVEN)
    unknown = r.lines(given)  # a resumed match may start between the card and the gift
    assert unknown == [t("event-drew", count=2, reason="given", by="", by_you="none", **r.words.who(2))]
    r.lines(e.CardPlayed(1, Card(Color.RED, Rank.ONE), 3))
    assert names[1] in r.lines(given)[0] and r.lines(given) != unknown
    r.lines(e.CardPlayed(0, Card(Color.RED, Rank.ONE), 3))
    assert r.lines(given) == [t("event-drew", count=2, reason="given", by=names[0], by_you=True, **r.words.who(2))]
