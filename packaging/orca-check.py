#!/usr/bin/python3
# Plays a short game in the real nonet under a real Orca and checks what is spoken: the check
# behind docs/testing.md, "Screen readers" (CTest `orca_check`).
#
#   packaging/orca-check.py build/app/nonet [seconds] [--expect-silence]
#                                          (needs: apt install orca speech-dispatcher
#                                           speech-dispatcher-espeak-ng, plus the packages of
#                                           tests/test_atspi.py)
#
# Everything runs in a private X server and private buses (tests/test_atspi.py's Session),
# and with a private speech-dispatcher whose audio goes nowhere: espeak-ng speaks every
# sentence into libao's null driver, so no sound device is needed (one that is missing made
# speech-dispatcher hang, and Orca with it, after two sentences). What counts as heard is
# what speech-dispatcher was asked to speak and put through the synthesiser (its log), beside
# what Orca said it would speak (its debug log):
#
#   key --xdotool--> nonet --AT-SPI--> Orca --speechd--> speech-dispatcher --espeak-ng--> null
#                                        |                       |
#                                   debug log               speech log: the words heard
#
# Each key's expected words must be heard, in order; the check fails (exit status 1) when
# any is missing - silence included: two steps in a row unheard end it at once - and prints
# everything that was heard. --expect-silence runs it where speech goes nowhere (the speech
# server of a machine without a sound device, on which it once passed) and succeeds only
# when the check fails there (CTest orca_check_fails_on_silence). Missing packages skip it
# (exit 77), or fail it where packaging/dev.sh just installed them (NONET_REQUIRE_ATSPI=1);
# so does an Orca of the user that is already running (only one runs per user).

import fcntl
import html
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
import test_atspi  # noqa: E402

PACKAGES = "orca speech-dispatcher speech-dispatcher-espeak-ng"
ESPEAK_MODULE = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"

# The game, as keys and the words each must be heard saying (regular expressions, searched
# for in what is heard after the key, in order). A move of the cursor says its cell and
# nothing else - never the whole row it enters. Row 1 column 3 is empty (4), row 5 column 5
# (5) and row 9 column 9 (9) too.
MOVE = "move"
REFOCUS = "refocus"  # not a key: the main window takes the keyboard again
STEPS = [
    (["Right"], [r"Row 1 column 1, 5, given"], MOVE),
    (["Right"], [r"Row 1 column 2, 3, given"], MOVE),
    (["Right"], [r"Row 1 column 3, empty"], MOVE),
    (["Down"], [r"Row 2 column 3, 2, given"], MOVE),
    (["Up"], [r"Row 1 column 3, empty"], MOVE),
    (["shift+4"], [r"note 4 added"], None),
    (["7"], [re.escape(test_atspi.CONFLICT_7)], None),
    (["ctrl+z"], [r"undo: 7 removed"], None),
    (["ctrl+shift+z"], [r"redo: 7, conflict"], None),
    (["Delete"], [r"erased"], None),
    (["Delete"], [r"nothing to erase"], None),
    (["n"], [r"notes mode on"], None),
    (["n"], [r"notes mode off"], None),
    # A drop-down says its choice, and each choice the arrows make (Help > Statistics).
    (["alt+h"], [], None),
    (["s"], [r"Statistics"], None),
    (["shift+Tab"], [r"(?=.*Variant: combo box)(?=.*Classic)"], None),  # in either order
    (["Down"], [r"4×4"], None),
    (["Escape"], [], None),
    # No window manager gives the main window the keyboard back: the check does.
    ([REFOCUS], [r"Sudoku board"], None),
    (["p"], [r"Paused"], None),
    (["space"], [r"resumed"], None),
    (["4"], [r"\b4\b"], None),
    (["Down", "Down", "Down", "Down", "Right", "Right"], [r"Row 5 column 5, empty"], None),
    (["5"], [r"\b5\b"], None),
    (["Down", "Down", "Down", "Down", "Right", "Right", "Right", "Right"], [r"Row 9 column 9, empty"], None),
    (["9"], [r"9\. Solved! .+ in \d+:\d\d"], None),
]


def check_packages():
    missing = [p for p in ("orca", "speech-dispatcher") if shutil.which(p) is None]
    if not os.path.exists(ESPEAK_MODULE):
        missing.append(ESPEAK_MODULE)
    if not missing:
        return
    message = "missing %s; the Debian packages %s (packaging/debian-packages.txt) provide them" % (
        ", ".join(missing), PACKAGES)
    if os.environ.get("NONET_REQUIRE_ATSPI") == "1":
        test_atspi.fail(message)
    print("SKIP: " + message, flush=True)
    sys.exit(77)


def one_orca_at_a_time(seconds):
    """Orca runs once per user (a second one refuses to start; --replace would kill the
    first, a screen reader in use included): checks on one machine take turns through a
    lock, and an Orca that is not one of them skips the check."""
    lock = open(os.path.join(tempfile.gettempdir(), "nonet-orca-check-%d.lock" % os.getuid()), "w")
    deadline = time.monotonic() + seconds
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except OSError:
            if time.monotonic() > deadline:
                test_atspi.fail("another orca-check held the lock for %d s" % seconds)
            time.sleep(0.5)
    running = subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], capture_output=True, text=True).stdout.split()
    if running:
        print("SKIP: an Orca of this user is running (pid %s); the check does not stop it" % ", ".join(running), flush=True)
        sys.exit(77)
    return lock


def silent_speech(session, audio="libao"):
    """speech-dispatcher for this session only: espeak-ng into libao's null driver (no sound
    device needed), everything it is asked to speak in its log. With audio "pulse" (and no
    PulseAudio in the private session) it is the machine the check once passed on in
    silence: speech-dispatcher waits for a sound server that is not there, and Orca with it."""
    log_dir = os.path.join(session.dir, "speech-log")
    os.makedirs(log_dir)
    with open(os.path.join(os.environ["HOME"], ".libao"), "w", encoding="utf-8") as libao:
        libao.write("default_driver=null\n")
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "speech-dispatcher")
    os.makedirs(config)
    with open(os.path.join(config, "speechd.conf"), "w", encoding="utf-8") as conf:
        conf.write('AudioOutputMethod "%s"\n'
                   'LogLevel 5\n'
                   'LogDir "%s"\n'
                   'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                   'DefaultModule espeak-ng\n'
                   'DefaultLanguage "en"\n' % (audio, log_dir))
    return os.path.join(log_dir, "speech-dispatcher.log")


def heard_lines(path):
    """The sentences speech-dispatcher queued to speak, in order, as words (Orca sends SSML:
    <speak>, index marks, escaped characters)."""
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8", errors="replace") as log:
        queued = re.findall(r"Queueing message \|(.*?)\| with priority", log.read(), re.S)
    return [html.unescape(re.sub(r"<[^>]*>", "", text)).strip() for text in queued]


def orca_lines(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8", errors="replace") as debug:
        return [m.group(1) for m in re.finditer(r"SPEECH OUTPUT: '(.*?)' ?\{'established", debug.read())]


class Silence(Exception):
    pass


def settle(heard_log, pattern, seconds):
    """Waits until the window's own words (its name, the board, ending with the board's
    description, `pattern`) have been heard and speech has then been quiet for a second, or
    `seconds` have passed: on a busy machine they come late, and words of the window heard
    after the first key would spoil that key's step. A fixed pause was too short there."""
    deadline = time.monotonic() + seconds
    count = -1
    quiet_since = time.monotonic()
    while time.monotonic() < deadline:
        lines = heard_lines(heard_log)
        if len(lines) != count:
            count = len(lines)
            quiet_since = time.monotonic()
        if any(re.search(pattern, line) for line in lines) and time.monotonic() - quiet_since >= 1.0:
            return
        time.sleep(0.2)


def play(nonet, heard_log, orca_log, env, failures):
    """Starts Orca and nonet, plays STEPS; each step that is not heard adds a failure. Two in
    a row mean speech has stopped: the rest would only wait in silence."""
    orca = subprocess.Popen(["orca", "--debug-file=" + orca_log], env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=test_atspi.die_with_parent)
    app = None
    try:
        # Orca is ready when it has said so ("Screen reader on.").
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not any("Screen reader on" in s for s in heard_lines(heard_log)):
            time.sleep(0.2)
        if not any("Screen reader on" in s for s in heard_lines(heard_log)):
            failures.append("Orca did not say 'Screen reader on.' within 30 s")
            raise Silence()
        test_atspi.run(["xdotool", "mousemove", "1279", "899"])
        app_env = dict(env, QT_QPA_PLATFORM="xcb", LANG="C.UTF-8", LANGUAGE="en")
        app_env.pop("AT_SPI_BUS_ADDRESS", None)
        app = subprocess.Popen([nonet, test_atspi.PUZZLE], env=app_env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               preexec_fn=test_atspi.die_with_parent)
        test_atspi.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"], 30)
        settle(heard_log, r"A grid of", 15)

        unheard = 0
        for keys, expected, kind in STEPS:
            before = len(heard_lines(heard_log))
            if keys == [REFOCUS]:
                test_atspi.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"], 30)
            else:
                test_atspi.run(["xdotool", "key", "--delay", "60"] + keys)
            found = []
            deadline = time.monotonic() + 6
            while time.monotonic() < deadline:
                text = " | ".join(heard_lines(heard_log)[before:])
                position = 0
                found = []
                for pattern in expected:
                    match = re.compile(pattern).search(text, position)
                    if match is None:
                        break
                    found.append(match.group(0))
                    position = match.end()
                if len(found) == len(expected):
                    break
                time.sleep(0.2)
            time.sleep(0.8)  # the rest of what this key sets off, before the next key
            said = heard_lines(heard_log)[before:]
            ok = len(found) == len(expected)
            if kind == MOVE and len(said) != 1:
                ok = False  # the cell alone: a row read whole drowns it
            print("%s %-40s heard %r" % ("ok  " if ok else "FAIL", "+".join(keys), said), flush=True)
            if ok:
                unheard = 0
                continue
            failures.append("%s: expected %r, heard %r" % ("+".join(keys), expected, said))
            unheard += 1
            if unheard == 2:
                failures.append("two steps in a row not heard: speech has stopped")
                raise Silence()
    finally:
        for process in (app, orca):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()


def main():
    arguments = [a for a in sys.argv[1:] if a != "--expect-silence"]
    expect_silence = len(arguments) != len(sys.argv) - 1
    if len(arguments) not in (1, 2):
        test_atspi.fail("usage: orca-check.py <path to nonet> [seconds] [--expect-silence]")
    nonet = arguments[0]
    budget = int(arguments[1]) if len(arguments) == 2 else 100
    check_packages()
    test_atspi.check_tools()
    started = time.monotonic()
    lock = one_orca_at_a_time(budget // 2)
    signal.signal(signal.SIGALRM, test_atspi.on_alarm)
    signal.alarm(max(10, budget - int(time.monotonic() - started)))
    session = None
    failures = []
    all_heard = []
    try:
        session = test_atspi.Session()
        # --expect-silence: the speech server of a machine without a sound device, where
        # the check once passed hearing nothing; it must fail there.
        heard_log = silent_speech(session, "pulse" if expect_silence else "libao")
        orca_log = os.path.join(session.dir, "orca.debug")
        play(nonet, heard_log, orca_log, dict(os.environ), failures)
    except Silence:
        pass
    except test_atspi.GaveUp:
        failures.append("gave up after %d s" % budget)
    finally:
        signal.alarm(0)
        if session is not None:
            time.sleep(0.5)
            all_heard = heard_lines(heard_log)
            print("-- heard (speech-dispatcher, through espeak-ng into the %s output):" % ("pulse" if expect_silence else "null"))
            for line in all_heard:
                print("   " + line)
            print("-- Orca's SPEECH OUTPUT lines: %d" % len(orca_lines(orca_log)))
            session.close()
        lock.close()  # the next check on this machine may start its Orca
    if not all_heard:
        failures.append("nothing was heard")
    print("%d checks failed, %.1f s" % (len(failures), time.monotonic() - started), flush=True)
    for failure in failures:
        print("FAIL: " + failure, flush=True)
    if expect_silence:
        # A check that passes when nothing is heard is no check.
        print("the check failed as it must where speech goes nowhere" if failures else
              "FAIL: the check passed although speech went nowhere", flush=True)
        sys.exit(0 if failures else 1)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
