"""Installed like any Python program (issue 20): the wheel and the sdist carry every locale file, the
installed game speaks words (never message identifiers) from any folder, in French and in English,
and every message the code names exists in both languages."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from uno_access.i18n import LANGUAGES, Translator

ROOT = Path(__file__).resolve().parent.parent
FTL = sorted(path.relative_to(ROOT / "locales").as_posix() for path in (ROOT / "locales").glob("*/*.ftl"))
#: A line that is nothing but a message identifier ("welcome", "event-round-started").
IDENTIFIER = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$|^welcome$|^goodbye$")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel and the sdist, built as pip and pipx build them."""
    out = tmp_path_factory.mktemp("dist")
    # Built from a copy: setuptools leaves build/ and *.egg-info in the tree it builds, and a stale
    # build/lib would carry deleted modules into later wheels.
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "uno_access", "locales"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
                   check=True, capture_output=True, timeout=300)
    script = ("import sys; from setuptools import build_meta; "
              "print(build_meta.build_sdist(sys.argv[1]))")
    subprocess.run([sys.executable, "-c", script, str(out)], cwd=source, check=True, capture_output=True, timeout=300)
    return out


def test_the_package_list_names_every_package_folder() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    folders = {".".join(path.parent.relative_to(ROOT).parts) for path in (ROOT / "uno_access").rglob("__init__.py")}
    assert listed == folders | {"uno_access.locales"}


def test_the_wheel_and_the_sdist_carry_every_locale_file(built: Path) -> None:
    wheel = next(built.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"uno_access/locales/{name}" for name in FTL} <= names
    sdist = next(built.glob("*.tar.gz"))
    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {f"locales/{name}" for name in FTL} <= members


def test_the_wheel_carries_the_web_page(built: Path) -> None:
    """The page a browser opens (uno_access/web/static/, issue 37) ships in the wheel, every file of it."""
    wheel = next(built.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    static = {f"uno_access/web/static/{path.name}" for path in (ROOT / "uno_access" / "web" / "static").iterdir()}
    assert static and static <= names


@pytest.fixture(scope="module")
def installed(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment outside the source tree with the wheel installed.

    The game's dependencies come from the test environment (a path line, not a copy), so no
    network is needed; the game itself comes only from the wheel.
    """
    folder = tmp_path_factory.mktemp("venv")
    venv.EnvBuilder(with_pip=False).create(folder)
    python = folder / "bin" / "python"
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    ours = [path for path in sys.path if path.endswith("site-packages")]
    (Path(site) / "test-dependencies.pth").write_text("\n".join(ours) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "-q",
                    str(next(built.glob("*.whl")))], check=True, capture_output=True, timeout=300)
    return python


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_installed_game_speaks_words_from_any_folder(installed: Path, tmp_path: Path, lang: str) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("UNO_ACCESS", "PYTHON"))}
    env.update({"UNO_ACCESS_HOME": str(tmp_path / "home"), "LANG": "C.UTF-8"})
    where = subprocess.run([str(installed), "-c", "import uno_access; print(uno_access.__file__)"],
                           capture_output=True, text=True, cwd=elsewhere, env=env, check=True).stdout
    assert str(ROOT) not in where  # the wheel's copy, not the checkout
    commands = "hand\nstatus\ndraw\npass\nhelp\nrules\nzzz\nscores\n"
    result = subprocess.run([str(installed), "-m", "uno_access", "--lang", lang, "--seed", "3", "--speech", "off"],
                            input=commands, capture_output=True, text=True, cwd=elsewhere, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = [line.removeprefix("> ").strip() for line in result.stdout.splitlines()]
    identifiers = [line for line in lines if IDENTIFIER.match(line) or re.search(r"\b[a-z]+-[a-z]+-[a-z-]+\b", line)
                   and not re.search(r"--\w", line)]
    assert not identifiers, identifiers
    assert len(lines) > 20
    version = subprocess.run([str(installed), "-m", "uno_access", "--version", "--lang", lang],
                             capture_output=True, text=True, cwd=elsewhere, env=env, timeout=60)
    assert version.stdout.splitlines()[0] == "uno-access 0.1.0"
    assert ("Moteur" if lang == "fr" else "Engine") in version.stdout


# ---------------------------------------------------------------- every message the code names, in both languages


def _code_message_ids() -> tuple[set[str], set[str]]:
    """The literal message ids the code passes to a translator, and the prefixes of ids it builds."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    for path in (ROOT / "uno_access").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(
                    r"[a-z][a-z0-9]*(-[a-z0-9]+)*", node.value):
                literal.add(node.value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(
                    r"[a-z][a-z0-9-]*-", node.value):
                prefixes.add(node.value)  # "card-rank-" + rank.value
            elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                head = str(node.values[0].value)
                if re.fullmatch(r"[a-z][a-z0-9-]*-", head):
                    prefixes.add(head)
    return literal, prefixes


def test_every_message_exists_in_both_languages() -> None:
    ids = {lang: Translator(lang).message_ids() for lang in LANGUAGES}
    assert ids["fr"] == ids["en"], (ids["fr"] ^ ids["en"])


def test_every_message_the_code_names_exists_and_every_message_is_used() -> None:
    literal, prefixes = _code_message_ids()
    known = Translator("en").message_ids()
    # Calls such as t("storage-resume-question"): every literal that looks like one of our ids and
    # starts like one exists (a literal that is some other kind of name, such as "jump-in", is not a message).
    families = {message.split("-")[0] for message in known}
    named = {text for text in literal if text.split("-")[0] in families and text not in known}
    unknown = {text for text in named if not any(message.startswith(text + "-") or message.startswith(text)
                                                 for message in known)}
    assert not {text for text in unknown if text.startswith(("storage-", "error-", "cli-", "question-"))}, unknown
    prefixes |= {text + "-" for text in literal if "-" in text}  # self._choice(arg, "value-sort", ...)
    unused = {message for message in known
              if message not in literal and not any(message.startswith(prefix) for prefix in prefixes)}
    assert not unused, sorted(unused)


def test_a_message_missing_in_one_language_is_said_in_the_other_never_as_its_id() -> None:
    french = Translator("fr")
    french._messages = dict(french.messages)
    del french._messages["welcome"]
    assert french("welcome") == Translator("en")("welcome")


# ---------------------------------------------------------------- wheels with the compiled engine (issue 36)


def test_cibuildwheel_builds_compiled_wheels_for_linux_macos_and_windows() -> None:
    """``pyproject.toml`` configures cibuildwheel for the three systems, requires the compiled engine in its
    builds and checks it in the installed wheel (``cibuildwheel --print-build-identifiers`` lists the wheels;
    README, "Installing it like any Python program")."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["cibuildwheel"]
    assert {"linux", "macos", "windows"} <= set(config)
    assert "cp311-*" in config["build"].split()
    assert config["environment"] == {"UNO_ACCESS_ENGINE": "compiled"}
    assert "engine_kind() != 'compiled'" in config["test-command"]


def _setup_py(env_value: str | None) -> subprocess.CompletedProcess[str]:
    """``setup.py --version`` where mypyc cannot be imported (a machine without it)."""
    env = {key: value for key, value in os.environ.items() if key != "UNO_ACCESS_ENGINE"}
    if env_value is not None:
        env["UNO_ACCESS_ENGINE"] = env_value
    script = ("import runpy, sys; sys.modules['mypyc'] = sys.modules['mypyc.build'] = None; "
              "sys.argv = ['setup.py', '--version']; runpy.run_path('setup.py', run_name='__main__')")
    return subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_a_build_without_mypyc_falls_back_to_python_unless_the_compiled_engine_is_required() -> None:
    fallback = _setup_py(None)
    assert fallback.returncode == 0, fallback.stderr
    assert "the engine stays Python" in fallback.stderr
    required = _setup_py("compiled")
    assert required.returncode != 0
    assert "ImportError" in required.stderr or "ModuleNotFoundError" in required.stderr
