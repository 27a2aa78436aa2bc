"""Ctrl+C as the first prompt is being made (issue 34's Ctrl+C, found under pytest-xdist's load).

The prompt_toolkit session is made at the first prompt (its import takes a tenth of a second, the game's
first lines come sooner).  A Ctrl+C typed in that tenth raised ``KeyboardInterrupt`` inside the import of
``asyncio``: the half-made package was dropped, its submodules kept, and the next import of prompt_toolkit
— the "Quit the match?" question that Ctrl+C opens — failed with ``NameError: name 'coroutines' is not
defined``: "Internal error in the game, sorry."
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from uno_access._bootstrap import ROOT

#: A child that makes the prompt's session with Ctrl+C arriving exactly as ``asyncio.sslproto`` is
#: imported (a finder sends it), then makes it again as the quit question does.
CHILD = textwrap.dedent("""
    import os, signal, sys
    from importlib.abc import MetaPathFinder

    # Ctrl+C acts as in a terminal even when this test runs from a background job (``cmd &`` in a script),
    # which starts with SIGINT ignored: the held signals leave an ignored signal ignored, as they should.
    signal.signal(signal.SIGINT, signal.default_int_handler)

    class CtrlCOnce(MetaPathFinder):
        sent = False
        def find_spec(self, name, path, target=None):
            if name == "asyncio.sslproto" and not self.sent:
                self.sent = True
                os.kill(os.getpid(), signal.SIGINT)
            return None

    assert "asyncio" not in sys.modules and "prompt_toolkit" not in sys.modules
    sys.meta_path.insert(0, CtrlCOnce())
    from uno_access.console.output import Output
    from uno_access.console.reader import PromptReader

    reader = PromptReader(Output(sys.stdout), lambda key: None, [])
    try:
        reader.session
        print("no interrupt")
    except KeyboardInterrupt:
        print("interrupted")
    reader._session = None
    reader.session  # the quit question's prompt, made again: its imports must work
    print("made")
    """)


def test_ctrl_c_while_the_prompt_is_made_asks_to_quit_and_the_prompt_still_works() -> None:
    code = CHILD
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                            stdin=subprocess.DEVNULL)
    assert result.stdout.split() == ["interrupted", "made"], result.stdout + result.stderr
