"""First-use set-up, standard library only: run from a source checkout, install into ``.venv``.

``python3 -m uno_access`` (play) and ``python3 -m tests`` (test suite) both
start here.  When the packages the game needs are importable, nothing happens.
Otherwise a virtual environment is made once in the checkout's ``.venv``, the
project is installed into it (editable, so the checkout stays the code that
runs), and the same command is started again with that environment's Python.
A marker records which ``pyproject.toml`` was installed, so a changed
dependency list installs again.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
MARKER = VENV / ".uno-access-installed"

#: Modules that must import for each set of extras.
NEEDED: dict[str, tuple[str, ...]] = {
    "": ("prompt_toolkit", "fluent.runtime", "platformdirs", "pyttsx3", "websockets"),
    "test": ("pytest", "hypothesis", "pexpect", "ruff", "mypy", "redis", "xdist"),
}


def _missing(modules: tuple[str, ...]) -> bool:
    for name in modules:
        try:
            if importlib.util.find_spec(name) is None:
                return True
        except ModuleNotFoundError:
            return True
    return False


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _wanted_marker(extras: str) -> str:
    import hashlib  # only inside the checkout's .venv: hashlib loads OpenSSL (~3 ms at every start)

    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    return f"{digest} {extras}"


def _marker_covers(extras: str) -> bool:
    try:
        installed = MARKER.read_text().split()
    except OSError:
        return False
    wanted = _wanted_marker(extras).split()
    return installed[:1] == wanted[:1] and set(wanted[1:]) <= set(installed[1:])


def _message(key: str) -> str:
    """A notice from ``locales/<lang>/bootstrap.ftl``: its lines joined by newlines.

    Fluent itself is what is being installed, so this reads the few plain
    messages of that one file by hand: ``key = text`` on one line, or
    ``key =`` then indented lines (Fluent's multiline values), kept as lines
    of their own so each fits a 40-cell braille display.
    """
    from .i18n import detect_language, scan_lang  # standard library only, as this module

    lang = scan_lang(sys.argv[1:]) or detect_language()  # the game's own choice: --lang, else the locale
    path = ROOT / "locales" / lang / "bootstrap.ftl"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return key
    for index, line in enumerate(lines):
        name, sep, text = line.partition("=")
        if sep and name.strip() == key and not line[:1].isspace():
            found = [text.strip()] if text.strip() else []
            for more in lines[index + 1:]:
                if not more[:1].isspace() or not more.strip():
                    break
                found.append(more.strip())
            return "\n".join(found) or key
    return key


def _install(extras: str) -> None:
    import subprocess  # only on first use: every start pays for what is imported here
    import venv

    print(_message("bootstrap-installing"), file=sys.stderr, flush=True)
    python = _venv_python()
    if not python.exists():
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    command = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", target]
    # pip's own output is kept back (a screen reader would read it all) and shown only if it failed.
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout, result.stderr, sep="\n", file=sys.stderr)
        print(_message("bootstrap-failed"), file=sys.stderr, flush=True)
        raise SystemExit(result.returncode)
    # The screen readers' library, where a wheel exists for this machine (never built from source):
    # without it the game plays as well, with its own voice or the terminal read by the reader.
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "--only-binary=:all:", "prismatoid>=0.18.3"], capture_output=True, text=True)
    previous = MARKER.read_text().split()[1:] if MARKER.exists() else []
    MARKER.write_text(" ".join([_wanted_marker(extras).split()[0], *sorted({*previous, extras} - {""})]) + "\n")
    print(_message("bootstrap-done"), file=sys.stderr, flush=True)


def ensure_installed(module: str, extras: str = "", script: str | None = None) -> None:
    """Make sure the game's packages (and ``extras``) import; re-run ``python -m module`` (or
    ``python script``, for the ``bench/`` scripts) with the checkout's ``.venv`` if needed."""
    needed = NEEDED[""] + (NEEDED[extras] if extras else ())
    in_venv = Path(sys.prefix).resolve() == VENV.resolve()
    if not _missing(needed) and (not in_venv or _marker_covers(extras)):
        return
    if not (ROOT / "pyproject.toml").exists():
        return  # an installed copy: nothing to set up here
    if not (_venv_python().exists() and _marker_covers(extras)):
        _install(extras)
    python = str(_venv_python())
    arguments = [python, *(["-m", module] if script is None else [script]), *sys.argv[1:]]
    if os.name == "nt":
        import subprocess

        raise SystemExit(subprocess.call(arguments))
    os.execv(python, arguments)
