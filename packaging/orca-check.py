#!/usr/bin/python3
# Plays a short game in the real nonet under Orca and prints what Orca says, line by line,
# from Orca's debug log: the check behind the README's "Accessibility" section.
#
#   packaging/orca-check.py build/app/nonet      (needs: apt install orca, plus the packages
#                                                 of tests/test_atspi.py)
#
# Everything runs in a private X server and private buses (tests/test_atspi.py's Session);
# without a speech server Orca still logs each "SPEECH OUTPUT", which is what is printed.

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
import test_atspi  # noqa: E402


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: orca-check.py <path to nonet>")
    if shutil.which("orca") is None:
        sys.exit("orca is not installed (Debian package orca)")
    test_atspi.check_tools()
    session = test_atspi.Session()
    log = os.path.join(tempfile.mkdtemp(prefix="nonet-orca-"), "orca.debug")
    env = dict(os.environ)
    orca = subprocess.Popen(["orca", "--replace", "--debug-file=" + log], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(5)  # Orca says "Screen reader on." when it is ready
        subprocess.run(["xdotool", "mousemove", "1279", "899"], env=env, check=True)
        app_env = dict(env, QT_QPA_PLATFORM="xcb", LANG="C.UTF-8", LANGUAGE="en")
        app_env.pop("AT_SPI_BUS_ADDRESS", None)
        app = subprocess.Popen([sys.argv[1], test_atspi.PUZZLE], env=app_env, stdout=subprocess.DEVNULL)
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        time.sleep(2)

        def key(*keys):
            print(">>> " + " ".join(keys), flush=True)
            subprocess.run(["xdotool", "key", "--delay", "60"] + list(keys), env=env, check=True)
            time.sleep(1.5)

        for keys in (["Right"], ["Right"], ["Right"], ["shift+4"], ["7"], ["ctrl+z"], ["ctrl+shift+z"], ["Delete"],
                     ["p"], ["space"], ["4"], ["Down", "Down", "Down", "Down", "Right", "Right", "5"],
                     ["Down", "Down", "Down", "Down", "Right", "Right", "Right", "Right", "9"]):
            key(*keys)
        time.sleep(2)
    finally:
        if app is not None:
            app.terminate()
        orca.terminate()
        time.sleep(1)
        session.close()
    with open(log, encoding="utf-8", errors="replace") as debug:
        for line in debug:
            match = re.search(r"SPEECH OUTPUT: '(.*?)' ?\{'established", line)
            if match:
                print(line[:15] + " " + match.group(1))


if __name__ == "__main__":
    main()
