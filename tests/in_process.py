"""`main.py check-data` run inside the test's own process (main.main, as the command line calls it):
a test of what check-data says about broken data needs no new interpreter (4 s of CPU a start, most of
it parsing every text again), only the caches forgotten around it. The tests that a real process
answers (exit code, output) keep one: tests/test_cli.py's shipped-data check."""

from test_hardening_data import forget_caches

import main


def check_data(capsys, *args: str) -> tuple[int, str, str]:
    """check-data on the data folder the environment names now: exit code, stdout, stderr. The caches
    are forgotten before (the files as they are on disk) and after (the next test reads its own)."""
    capsys.readouterr()
    forget_caches()
    try:
        rc = main.main(["check-data", *args])
    except SystemExit as exc:
        rc = exc.code
    finally:
        forget_caches()
    out = capsys.readouterr()
    return rc, out.out, out.err
