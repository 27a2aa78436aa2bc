"""The whole program through a pseudo-terminal, played as a player would: reading the screen.

Full matches against bots with a fixed seed, to the end, in French and in
English, with prompt_toolkit (keys: ``z`` jumps to a playable card, Enter
plays it, Space draws) and with ``--plain`` (typed commands).  The player
waits for each prompt before typing, as a person does.
"""

from __future__ import annotations

import os
import random
import re
import sys
import time
from pathlib import Path

import pexpect
import pytest

from uno_access.i18n import Translator

ROOT = Path(__file__).resolve().parent.parent
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|[\x07\x08\r]")

PROMPTS = (
    "prompt-color",
    "prompt-challenge",
    "prompt-answer",
    "prompt-after-draw",
    "prompt-target",
    "prompt-effect",
    "prompt-window",
    "prompt-next-round",
    "prompt-quit",
    "prompt-play",
)


#: Prompts that name their answers take placeables: every variant a prompt can show.
PROMPT_ARGS: dict[str, list[dict[str, object]]] = {
    "prompt-color": [{"colors": "COLORS"}],
    "prompt-after-draw": [{"pass": True}, {"pass": False}],
    "prompt-target": [{"count": 7}],
    "prompt-window": [{"catch": True, "jump": True}, {"catch": True, "jump": False}, {"catch": False, "jump": True}],
}


def prompt_regex(t: Translator, prompt: str) -> str:
    """A pattern matching every variant of a prompt (its placeables as wildcards)."""
    variants = []
    for args in PROMPT_ARGS.get(prompt, [{}]):
        text = re.escape(t(prompt, **args))
        variants.append(text.replace("COLORS", ".+?").replace("7", r"\d+"))
    return "|".join(dict.fromkeys(variants))


def clean(text: str) -> str:
    """Screen text without the terminal's control sequences."""
    return ESCAPES.sub("", text)


#: "Quit the match?" in either language (what Ctrl+D typed in a match asks now, as Ctrl+C does).
QUIT_ASKED = re.compile(r"Quit the match\?|Quitter la partie \?")


def end_with_ctrl_d(child: pexpect.spawn) -> str:
    """Ctrl+D typed at a terminal: in a match it asks "Quit the match?" as Ctrl+C does, and Ctrl+D at that
    question says yes (elsewhere it ends the program at once).  What was said before the question; what
    comes after (goodbye, saved) is still to be read by the caller."""
    child.sendcontrol("d")
    if child.expect([QUIT_ASKED, pexpect.EOF]) == 0:
        said: str = child.before or ""
        time.sleep(0.4)  # the question is open (its prompt takes the terminal)
        child.sendcontrol("d")
        return said
    return child.before or ""


def spawn(*args: str, lang: str = "fr", term: str = "xterm", env: dict[str, str] | None = None,
          timeout: float = 10, typed_first: str = "") -> pexpect.spawn:
    """The program in a real terminal.  ``typed_first``: keys in its terminal before the program runs, whatever
    the machine's load (a shell reads one gate line, then becomes the program): a test that sends keys just
    after starting it may be held back past the program's first question on a loaded machine, and its keys
    then rightly answer that question."""
    environment = {
        key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR")
    }
    environment.update({"LANG": f"{lang}_FR.UTF-8" if lang == "fr" else "en_US.UTF-8", "TERM": term})
    environment.update(env or {})
    # The bots play at once unless a test sets a pace (a player's default is 1 s between bots).
    command = [sys.executable, "-m", "uno_access", *args, *([] if "--pace" in args else ["--pace", "0"])]
    if typed_first:
        command = ["/bin/sh", "-c", 'read -r gate; exec "$@"', "sh", *command]
    child = pexpect.spawn(
        command[0],
        command[1:],
        cwd=str(ROOT),
        env=environment,
        encoding="utf-8",
        dimensions=(30, 100),
        timeout=timeout,
    )
    child.delaybeforesend = None  # we wait for each prompt instead
    if typed_first:
        child.send("gate\r" + typed_first)  # the gate's line, then the keys: both in the terminal at once
    return child


class ScreenPlayer:
    """Plays a match by reading what the game prints, like a person at the terminal."""

    def __init__(self, child: pexpect.spawn, lang: str, keys: bool) -> None:
        self.child = child
        self.t = Translator(lang)
        self.lang = lang
        self.keys = keys
        self.transcript: list[str] = []
        prompts = [prompt_regex(self.t, p) for p in PROMPTS]
        self.patterns = [*prompts, re.escape(self.t("match-over")), pexpect.EOF]

    def expect(self, patterns: list) -> int:
        index = self.child.expect(patterns)
        self.transcript.append(clean(self.child.before) + (self.child.after if isinstance(self.child.after, str) else ""))
        return index

    def line(self, text: str) -> None:
        """Type a line and wait until it is taken (its newline), so an old prompt is never mistaken for a new one."""
        self.child.send(text + "\r")
        self.expect(["\n"])

    def play_match(self, max_prompts: int = 3000) -> str:
        for _ in range(max_prompts):
            index = self.expect(self.patterns)
            if index >= len(PROMPTS):
                break
            self.answer(PROMPTS[index], clean(self.child.before))
        else:  # pragma: no cover - a stuck match
            raise AssertionError("the match did not end:\n" + "".join(self.transcript[-5:]))
        self.expect([re.escape(self.t("prompt-again"))])
        self.line(self.t("answer-no"))
        self.child.expect(pexpect.EOF)
        self.transcript.append(clean(self.child.before))
        return "".join(self.transcript)

    def answer(self, prompt: str, before: str) -> None:
        """What a player types at ``prompt`` (``before``: what the game said since the last prompt)."""
        colour = self.t.attr("card-color-red", "short")
        if prompt == "prompt-color":
            self.line(colour)
        elif prompt in ("prompt-challenge", "prompt-answer"):
            self.line(self.t("command-accept"))
        elif prompt == "prompt-after-draw":
            self.line("")  # the cursor is on the card drawn: Enter plays it
        elif prompt == "prompt-target":
            self.line("1")
        elif prompt == "prompt-effect":
            self.line(self.t("effect-none"))
        elif prompt == "prompt-window":
            self.line(self.t("command-catch") if "UNO" in before else "")
        elif prompt == "prompt-next-round":
            self.line("")
        elif prompt == "prompt-quit":
            self.line(self.t("answer-no"))
        else:
            self.my_turn(before)

    def my_turn(self, before: str) -> None:
        two_cards = re.escape(self.t("turn-play", top="X", color="Y", count=2)).replace("X", ".*").replace("Y", ".*")
        if re.search(two_cards, before) and not getattr(self, "_said_uno_at", None) == before:
            self._said_uno_at = before
            self.line(self.t("command-uno"))
            return
        nothing = self.t("playable-none")
        if self.keys:
            self.child.send("z")
            focus = re.escape(self.t("focus-card", card="CARD", playable=True, position=1, count=2))
            focus = focus.replace("CARD", ".+?").replace("1", r"\d+").replace("2", r"\d+")
            index = self.expect([focus, re.escape(nothing)])
            self.expect([re.escape(self.t("prompt-play"))])  # the prompt, drawn again below the line
            if index == 0:
                self.line("")
            else:
                self.child.send(" ")
                self.expect(["\n"])
            return
        self.line(self.t("command-playable"))
        intro = re.escape(self.t("playable-intro", count=2)).replace("2", r"\d+")
        intro_one = re.escape(self.t("playable-intro", count=1))
        index = self.expect([f"(?:{intro}|{intro_one}) ([^\r\n]+)", re.escape(nothing)])
        if index == 1:
            self.expect([re.escape(self.t("prompt-play"))])
            self.line(self.t("command-draw"))
            return
        first = self.child.match.group(1).split(self.t("list-separator"))[0].rstrip(".,")
        self.expect([re.escape(self.t("prompt-play"))])
        self.line(first)


MATCHES = [
    pytest.param("fr", True, "11", id="fr-keys"),
    pytest.param("en", True, "12", id="en-keys"),
    pytest.param("fr", False, "13", id="fr-plain"),
    pytest.param("en", False, "14", id="en-plain"),
]


@pytest.mark.parametrize("lang, keys, seed", MATCHES)
def test_a_whole_match_against_bots_to_the_end(lang, keys, seed):
    args = ["--lang", lang, "--bots", "2", "--seed", seed, "--speech", "off"]  # to 500 points
    if not keys:
        args.append("--plain")
    child = spawn(*args, lang=lang)
    transcript = ScreenPlayer(child, lang, keys).play_match()
    child.close()
    t = Translator(lang)
    assert child.exitstatus == 0, transcript[-2000:]
    assert "Traceback" not in transcript
    won = re.escape(t("event-match-won", player="NAME", you=False, points=500)).replace("NAME", ".+").replace(
        "500", r"\d+")
    won_you = re.escape(t("event-match-won", player="", you=True, points=500)).replace("500", r"\d+")
    assert re.search(f"{won}|{won_you}", transcript), transcript[-2000:]
    # Nothing untranslated reached the screen.
    assert not re.search(r"\b(?:event|error|turn|prompt|card)-[a-z-]+\b", transcript)


def test_help_speaks_the_chosen_language():
    child = spawn("--help", "--lang", "fr")
    child.expect(pexpect.EOF)
    assert Translator("fr")("cli-usage") in child.before
    child = spawn("--help", lang="en")
    child.expect(pexpect.EOF)
    assert Translator("en")("cli-usage") in child.before


def test_a_bad_flag_is_answered_in_words_not_a_traceback():
    child = spawn("--bots", "12", "--lang", "fr")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2
    assert "Traceback" not in child.before
    assert "--bots 12" in child.before


def test_started_bare_enter_at_each_question_starts_a_game():
    child = spawn("--speech", "off", lang="en")
    t = Translator("en")
    for question in ("question-language", "question-bots", "question-level", "question-rules", "question-house",
                     "question-target"):
        child.expect(re.escape(t(question, default="X", choices="Y").split(" ")[0]) + r".*\] ")
        child.send("\r")
        if question == "question-rules":
            child.expect(re.escape(t("rules-summary-official")))  # the edition in one line
    child.expect(">")  # the match's first prompt (the first card may ask a colour before "Your turn")
    child.sendcontrol("c")
    child.expect(re.escape(t("prompt-quit")))
    child.send("y\r")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("term, env", [("dumb", {}), ("xterm", {"NO_COLOR": "1"})], ids=["term-dumb", "no-color"])
def test_dumb_terminals_and_no_color(term, env):
    child = spawn("--lang", "en", "--bots", "1", "--seed", "5", "--speech", "off", term=term, env=env)
    t = Translator("en")
    child.expect(re.escape(t("welcome" if term != "dumb" else "welcome-plain")))  # a dumb terminal: no F1
    child.expect(re.escape(t("prompt-play")))
    child.send(t("command-status") + "\r")
    child.expect(re.escape(t("status-direction", direction="left").rstrip(".")[:5]))
    child.send(t("command-quit") + "\r")
    child.expect(re.escape(t("prompt-quit")))
    child.send("y\r")
    child.expect(pexpect.EOF)
    output = child.before
    # No colour: no SGR sequence sets a colour (only resets).
    assert not re.search(r"\x1b\[[0-9;]*3[0-7]m", output)


@pytest.mark.parametrize("plain", [False, True], ids=["keys", "plain"])
def test_garbage_lines_and_keys_never_show_a_traceback(plain):
    """Random lines and keys: the game answers each and waits again; it never crashes."""
    rng = random.Random(5)
    t = Translator("en")
    args = ["--lang", "en", "--bots", "2", "--seed", "9", "--speech", "off"] + (["--plain"] if plain else [])
    child = spawn(*args, lang="en")
    prompts = "|".join(prompt_regex(t, p) for p in PROMPTS if p != "prompt-quit")
    child.expect(prompts)
    keys = ["\x1b[C", "\x1b[D", "\x1b[5~", "\x1b[6~", "\x1bOP", "\t", "z", "Z", "\x1b[H"]
    alphabet = "xkw019[]+-éà!/\\\"'"
    transcript = []
    for _ in range(40):
        junk = "".join(rng.choice(alphabet) for _ in range(rng.randint(2, 9)))
        if not plain and rng.random() < 0.5:
            junk = "".join(rng.choice(keys) for _ in range(rng.randint(1, 4)))
        child.send(junk + "\r")
        child.expect(prompts)
        transcript.append(child.before)
    # A line typed while the bots still play belongs to the question open then: when a new one opens
    # first, "quit" is dropped, by design (keys never answer a question asked after them); type it again.
    for _ in range(5):
        while True:  # let the bots finish: what they printed is read, so no earlier prompt is taken for the answer
            try:
                transcript.append(child.read_nonblocking(100_000, timeout=1))
            except pexpect.TIMEOUT:
                break
        child.send(t("command-quit") + "\r")
        if child.expect([re.escape(t("prompt-quit")), pexpect.TIMEOUT], timeout=8) == 0:
            break
    else:  # pragma: no cover
        raise AssertionError("the quit question never came")
    child.send(t("answer-yes") + "\r")
    child.expect(pexpect.EOF)
    child.close()
    text = "".join(transcript) + child.before
    assert "Traceback" not in text
    assert child.exitstatus == 0


def test_commands_piped_in_one_a_line():
    """stdin that is not a terminal: no questions, no prompt_toolkit, each line a command."""
    import subprocess

    t = Translator("fr")
    lines = [t("command-hand"), t("command-status"), "zz", t("command-help")]
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LANG")}
    env["LANG"] = "fr_FR.UTF-8"
    result = subprocess.run(
        [sys.executable, "-m", "uno_access", "--lang", "fr", "--bots", "1", "--seed", "4", "--speech", "off"],
        input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=ROOT, env=env, timeout=30,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = result.stdout
    assert t("hand-intro", count=7).split(",")[0] in out
    assert t("status-direction", direction="left") in out
    assert t("error-unknown", text="zz") in out
    assert t("help-commands") in out
    assert "\x1b" not in out  # plain lines: no terminal control sequences at all


def test_started_bare_the_house_rules_are_listed_explained_and_chosen_by_name_or_number():
    """Issue 6: house rules explained before the game, in the player's language."""
    from uno_access.console.house_rules import house_rule_label, house_rule_lines

    child = spawn("--speech", "off", lang="fr")
    t = Translator("fr")
    for question in ("question-language", "question-bots", "question-level"):
        child.expect(re.escape(t(question, default="X").split(" ")[0]) + r".*\] ")
        child.send("\r")
    child.expect(re.escape(t("question-rules", default="X", choices="Y").split(" ")[0]) + r".*\] ")
    child.send("braille\r")
    child.expect(re.escape(t("rules-summary-braille")))
    child.expect(re.escape(t("question-house", default="X").split("[")[0]))
    child.send("?\r")
    for line in house_rule_lines("fr"):
        child.expect(re.escape(line))
    child.expect(re.escape(t("question-house", default="X").split("[")[0]))
    child.send("cumul, 2\r")
    names = t("list-separator").join(house_rule_label(n, "fr") for n in ("stacking", "seven-zero"))
    child.expect(re.escape(t("question-house-chosen", names=names)))
    child.expect(re.escape(t("question-target", default="X").split("[")[0]))
    child.send("\r")
    child.expect(">")  # the first prompt of the match, whichever it is
    child.send(t("command-rules") + "\r")
    child.expect(re.escape(t("rules-option-seven-zero", value=True)))
    child.sendcontrol("c")
    child.expect(re.escape(t("prompt-quit")))
    child.send("o\r")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_play_again_starts_a_new_match_at_the_same_table_saved_as_a_new_match(tmp_path, lang):
    """At the end of a match: "Rejouer ? (o/n)"; yes deals a new match (new seed), saved as a new match."""
    from uno_access.storage import SaveStore
    from uno_access.storage.saves import MatchStatus

    home = tmp_path / "home"
    args = ["--lang", lang, "--bots", "1", "--seed", "6", "--target", "1", "--speech", "off", "--plain",
            "--house", "stacking"]
    child = spawn(*args, lang=lang, env={"UNO_ACCESS_HOME": str(home)})
    player = ScreenPlayer(child, lang, keys=False)
    t = Translator(lang)
    for _ in range(3000):  # the first match, to its end
        index = player.expect(player.patterns)
        if index >= len(PROMPTS):
            break
        player.answer(PROMPTS[index], clean(child.before))
    player.expect([re.escape(t("prompt-again"))])
    player.line("peut-être")
    player.expect([re.escape(t("error-yes-no"))])
    player.expect([re.escape(t("prompt-again"))])
    player.line(t("answer-yes"))
    player.expect([re.escape(t("event-round-started", round=1, player="X", you=False).split(" ")[0])])
    player.expect([prompt_regex(t, p) for p in PROMPTS])
    end_with_ctrl_d(child)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    store = SaveStore(home / "saves.db")
    finished, playing = store.matches(MatchStatus.FINISHED), store.matches(MatchStatus.PLAYING)
    assert len(finished) == 1 and len(playing) == 1 and playing[0] > finished[0]
    first, second = store.load(finished[0]).meta, store.load(playing[0]).meta
    assert second.seed != first.seed
    assert second.rules == first.rules and second.num_players == first.num_players
    store.close()
