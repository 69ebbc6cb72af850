#!/usr/bin/python3
# Plays a short game in the real nonet under a real Orca and checks what is spoken: the check
# behind docs/testing.md, "Screen readers" (CTest `orca_check`).
#
#   packaging/orca-check.py build/app/nonet [seconds] [--expect-silence | --expect-missing]
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
# when the check fails there (CTest orca_check_fails_on_silence); --expect-missing runs it
# on a game without a mistake limit, whose mistakes are never said, and succeeds only when
# the check fails on them (CTest orca_check_fails_on_missing_words). Missing packages skip it
# (exit 77), or fail it where packaging/dev.sh just installed them (NONET_REQUIRE_ATSPI=1);
# so does an Orca of the user that is already running (only one runs per user).

import datetime
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


class Step:
    """Keys typed together, the words they must be heard saying, in order; `delay` between
    the keys in milliseconds (a person walks a menu a quarter second a key, and types a few
    keys a second: Orca echoes each); `wait`: how long the words may take."""

    def __init__(self, keys, expected, kind=None, delay=60, wait=6, retry=False, unheard=(), within=None, flood_known=None):
        self.keys, self.expected, self.kind, self.delay, self.wait = keys, expected, kind, delay, wait
        # Why a flood logged during this step does not fail it (None: it does).
        self.flood_known = flood_known
        # Seconds from the key to the first word heard: more fails the step (a window that
        # floods Orca with events is heard only after it has worked through them).
        self.within = within
        # Words that must not be heard after the keys (noise around the expected ones).
        self.unheard = unheard
        # A menu walked by keys: on a loaded machine the window now and then misses the Alt
        # key that opens it (no window manager keeps the keyboard with it), and the rest goes
        # to the board. Unheard, the menus are closed and the keys typed once more.
        self.retry = retry

    def name(self):
        return "+".join(self.keys) if len(self.keys) < 12 else "typing %d keys" % len(self.keys)


MENU = 250  # ms between keys in a menu
TYPING = 150  # ms between keys typed into a text box

# Seconds from F1 to the first word of the user guide, at most (measured well under one on
# an idle machine, docs/testing.md "Screen readers"; the check allows for a loaded one).
GUIDE_FIRST_WORD = 5.0


# Typed into a text box one key at a time.
def typed(text):
    names = {".": "period", "\n": "Return"}
    return [names.get(c, c) for c in text]


# Symbols read out by name: the window's title and Continue's items say their separators
# and sizes in words ("Nonet - 16 by 16, Easy", not "16 times 16 middle dot Easy").
SYMBOLS = r"middle dot|\btimes\b|right arrow"

# A day of the daily calendar as it is said: "Monday, 7 December 2026, Medium, not played".
DAY = r"\w+, \d+ \w+ \d{4}, (Very easy|Easy|Medium|Tough|Very tough|Extreme), (not played|started|solved)"


# The game (test_atspi.PUZZLE), to the end.
PLAY = [
    Step(["Right"], [r"Row 1 column 1, 5, given"], MOVE),
    Step(["Right"], [r"Row 1 column 2, 3, given"], MOVE),
    Step(["Right"], [r"Row 1 column 3, empty"], MOVE),
    Step(["Down"], [r"Row 2 column 3, 2, given"], MOVE),
    Step(["Up"], [r"Row 1 column 3, empty"], MOVE),
    Step(["shift+4"], [r"note 4 added"]),
    Step(["7"], [re.escape(test_atspi.CONFLICT_7) + r", wrong\. 1 of 3 mistakes"]),
    Step(["ctrl+z"], [r"undo: 7 removed"]),
    Step(["ctrl+shift+z"], [r"redo: 7, conflict"]),
    Step(["Delete"], [r"erased"]),
    Step(["Delete"], [r"nothing to erase"]),
    Step(["n"], [r"notes mode on"]),
    Step(["n"], [r"notes mode off"]),
    # A drop-down says its label, then its choice, and each choice the arrows make alone,
    # not after the dialog's name again (Help > Statistics).
    Step(["alt+h", "s"], [r"Statistics"], delay=MENU, retry=True),
    Step(["shift+Tab"], [r"Variant: combo box", r"Classic"]),
    Step(["Down"], [r"4×4|4 by 4"], unheard=[r"Statistics dialog"]),
    Step(["Escape"], []),
    # No window manager gives the main window the keyboard back: the check does.
    Step([REFOCUS], [r"Sudoku board"], unheard=[SYMBOLS]),
    # The daily calendar says the day the cursor is on, with its level - never its week.
    Step(["alt+g", "Down", "Down", "Down", "Return"], [r"Daily puzzles by day panel", DAY], delay=MENU, retry=True,
         unheard=[r"table with"]),
    Step(["Up"], [DAY], unheard=[DAY + r".*" + DAY, r"Outside the month"]),
    Step(["Escape"], []),
    Step([REFOCUS], [r"Sudoku board"], unheard=[SYMBOLS]),
    Step(["p"], [r"Paused"]),
    Step(["space"], [r"resumed"]),
    Step(["4"], [r"\b4\b"]),
    Step(["Down", "Down", "Down", "Down", "Right", "Right"], [r"Row 5 column 5, empty"]),
    Step(["5"], [r"\b5\b"]),
    Step(["Down", "Down", "Down", "Down", "Right", "Right", "Right", "Right"], [r"Row 9 column 9, empty"]),
    Step(["9"], [r"9\. Solved! .+ in \d+:\d\d"]),
]

# Every way the whole board changes at once: each must be heard - one announcement after the
# cells changed, which a flood of events per cell once drowned - and no flood logged.
WHOLE_BOARD = [
    Step(["ctrl+n"], [r"New game: "], wait=15),
    # The same puzzle imported (Return in the box imports), a wrong 6 in row 5 column 5, Rewind.
    Step(["ctrl+i"], [r"Import a puzzle"]),
    Step(["ctrl+a"] + typed(test_atspi.PUZZLE) + ["Return"], [r"Imported"], delay=TYPING, wait=15),
    Step([REFOCUS], [r"Sudoku board"], unheard=[SYMBOLS]),
    Step(["ctrl+Home"], [r"Row 1 column 1, 5, given"]),
    Step(["Down", "Down", "Down", "Down", "Right", "Right", "Right", "Right", "6"], [r"notification 6, conflict.*1 of 3 mistakes"]),
    Step(["ctrl+shift+r"], [r"Rewound 1 move"]),
    Step(["Delete"], [r"nothing to erase"]),
    Step(["6", "ctrl+r"], [r"2 of 3 mistakes", r"Restart"]),
    # A 16x16 from New Game's menu: the game in progress is kept, the new one said.
    Step(["alt+g", "Right", "Down", "Down", "Down", "Right", "Return"],
         [r"was kept", r"New game: 16 by 16"], delay=MENU, wait=30, retry=True),
    # The kept game back from Game > Continue (after New Game, Enter Puzzle, Today's Puzzle
    # and Daily Calendar).
    Step(["alt+g", "Down", "Down", "Down", "Down", "Right", "Return"], [r"Continuing your game"], delay=MENU, wait=15, retry=True,
         unheard=[SYMBOLS]),
]

# The outcomes, each heard as a sentence of its own. Mistakes are checked against the
# solution with a limit of 3 (SETTINGS, before launch): the wrong 7 of PLAY was the first
# game's one mistake; the imported game came back from Continue with two (its wrong 6
# twice), so its next wrong digit ends it.
OUTCOMES = [
    # A digit typed on a given changes nothing, and says so.
    Step(["ctrl+Home", "1"], [r"given, cannot change"]),
    # Import with a text that is no whole puzzle: the problem is said in the dialog.
    Step(["ctrl+i"], [r"Import a puzzle"]),
    Step(["ctrl+a"] + typed(test_atspi.PUZZLE[:40]) + ["Return"], [r"This is not a whole puzzle"], delay=TYPING, wait=15),
    Step(["Escape"], []),
    # Back on the board, the board says where the player is.
    Step([REFOCUS], [r"notification Row 1 column 1, 5, given"]),
    # Row 5 column 5: a wrong 6, the third mistake, ends the game in one sentence.
    Step(["Down", "Down", "Down", "Down", "Right", "Right", "Right", "Right", "6"],
         [r"6, conflict.*3 of 3 mistakes\. Game over"]),
    # The user guide (F1) is heard at once: its page is filled in one step, not as thousands
    # of text events Orca works through first (they once kept it silent for 23 s).
    Step(["F1"], [r"User Guide"], wait=10, within=GUIDE_FIRST_WORD),
    Step(["Escape"], []),
    Step([REFOCUS], []),
    # Enter Puzzle (Game menu, second item): its verdict is said as it changes.
    Step(["alt+g", "Down", "Return"], [r"Puzzle being entered"], delay=MENU, wait=10, retry=True,
         flood_known="the editor's board takes the game's place: Qt sends a show or hide event for each "
                     "cell of both boards; Orca's queue may pass 50 (FLOOD?, a warning) but drops nothing"),
    Step(["5", "Right", "5"], [r"2 givens clash"], delay=TYPING, wait=10),
]

# Written before launch into the session's settings (QSettings of "Nonet"/"Nonet").
SETTINGS = "[help]\nmistakes=solution\nmistakeLimit=3\n"

STEPS = PLAY + WHOLE_BOARD + OUTCOMES


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


def floods(path):
    """Orca's own lines about a flood of events (its queue past 50: "FLOOD?"; past 100:
    "DELUGE!"; events it then drops): (seconds since midnight, line) each. In such a flood
    Orca drops what it does not deem urgent - an announcement included."""
    if not os.path.exists(path):
        return []
    found = []
    with open(path, encoding="utf-8", errors="replace") as debug:
        for line in debug:
            if re.search(r"flood|DELUGE", line, re.I):
                stamp = re.match(r"(\d\d):(\d\d):(\d\d\.\d+) - ", line)
                seconds = int(stamp.group(1)) * 3600 + int(stamp.group(2)) * 60 + float(stamp.group(3)) if stamp else None
                found.append((seconds, line.strip()))
    return found


def clock_seconds():
    """Now as Orca's debug log writes it: seconds since the local midnight."""
    now = datetime.datetime.now()
    return now.hour * 3600 + now.minute * 60 + now.second + now.microsecond / 1e6


def play_step(step, heard_log):
    """Types the step's keys; returns (whether its words were heard in order, what was
    heard) once they were, or after step.wait seconds."""
    before = len(heard_lines(heard_log))
    if step.keys == [REFOCUS]:
        test_atspi.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"], 30)
    else:
        test_atspi.run(["xdotool", "key", "--delay", str(step.delay)] + step.keys, 15 + len(step.keys) * step.delay // 1000)
    found = []
    sent = time.monotonic()
    first_word = None  # seconds from the key to the first word heard
    deadline = sent + step.wait
    while time.monotonic() < deadline:
        lines = heard_lines(heard_log)[before:]
        if lines and first_word is None:
            first_word = time.monotonic() - sent
        text = " | ".join(lines)
        position = 0
        found = []
        for pattern in step.expected:
            match = re.compile(pattern).search(text, position)
            if match is None:
                break
            found.append(match.group(0))
            position = match.end()
        if len(found) == len(step.expected):
            break
        time.sleep(0.1)
    time.sleep(0.8)  # the rest of what this key sets off, before the next key
    said = heard_lines(heard_log)[before:]
    ok = len(found) == len(step.expected) and not any(re.search(p, " | ".join(said)) for p in step.unheard)
    if step.within is not None:
        print("     %-40s first word heard after %s" % (step.name(), "%.2f s" % first_word if first_word is not None else "never"), flush=True)
        if first_word is None or first_word > step.within:
            ok = False
    if step.kind == MOVE and len(said) != 1:
        ok = False  # the cell alone: a row read whole drowns it
    return ok, said


def play(nonet, heard_log, orca_log, env, failures, started_at, settings=SETTINGS):
    """Starts Orca and nonet, plays STEPS; each step that is not heard adds a failure. Two in
    a row mean speech has stopped: the rest would only wait in silence. started_at gets
    each step's start (clock_seconds), for the floods in Orca's log."""
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
        folder = os.path.join(env.get("XDG_CONFIG_HOME", os.path.join(os.environ["HOME"], ".config")), "Nonet")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Nonet.conf"), "w", encoding="utf-8") as conf:
            conf.write(settings)
        app_env = dict(env, QT_QPA_PLATFORM="xcb", LANG="C.UTF-8", LANGUAGE="en")
        app_env.pop("AT_SPI_BUS_ADDRESS", None)
        app = subprocess.Popen([nonet, test_atspi.PUZZLE], env=app_env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               preexec_fn=test_atspi.die_with_parent)
        test_atspi.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"], 30)
        settle(heard_log, r"A grid of", 15)

        unheard = 0
        for step in STEPS:
            started_at.append((clock_seconds(), step.name(), step.flood_known))
            ok, said = play_step(step, heard_log)
            if not ok and step.retry:
                print("     %-40s heard %r; the menus closed, once more" % (step.name(), said), flush=True)
                test_atspi.run(["xdotool", "key", "--delay", str(MENU), "Escape", "Escape"])
                time.sleep(1.0)
                ok, said = play_step(step, heard_log)
            print("%s %-40s heard %r" % ("ok  " if ok else "FAIL", step.name(), said), flush=True)
            if ok:
                unheard = 0
                continue
            failures.append("%s: expected %r, heard %r" % (step.name(), step.expected, said))
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


def flood_failures(orca_log, started_at):
    """A failure for each step during which Orca logged a flood (from the first key on:
    the window's start-up is not a step), and how many such lines there were."""
    if not started_at:
        return [], 0
    by_step = {}
    for seconds, line in floods(orca_log):
        if seconds is None or seconds < started_at[0][0]:
            continue
        step, known = [(name, known) for at, name, known in started_at if at <= seconds][-1]
        if known and "DELUGE" not in line:  # past 100 Orca drops events: that fails any step
            print("     flood during %s, known: %s" % (step, known), flush=True)
            continue
        by_step.setdefault(step, []).append(line)
    failures = ["%s: Orca logged a flood of events (%d lines), e.g. %r" % (step, len(lines), lines[0])
                for step, lines in by_step.items()]
    return failures, sum(len(lines) for lines in by_step.values())


def main():
    arguments = [a for a in sys.argv[1:] if a not in ("--expect-silence", "--expect-missing")]
    expect_silence = "--expect-silence" in sys.argv[1:]
    expect_missing = "--expect-missing" in sys.argv[1:]
    if len(arguments) not in (1, 2):
        test_atspi.fail("usage: orca-check.py <path to nonet> [seconds] [--expect-silence | --expect-missing]")
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
    started_at = []
    try:
        session = test_atspi.Session()
        # --expect-silence: the speech server of a machine without a sound device, where
        # the check once passed hearing nothing; it must fail there.
        heard_log = silent_speech(session, "pulse" if expect_silence else "libao")
        orca_log = os.path.join(session.dir, "orca.debug")
        # --expect-missing: the game without a mistake limit, which never says the mistakes
        # the steps expect; it must fail on them.
        play(nonet, heard_log, orca_log, dict(os.environ), failures, started_at, "" if expect_missing else SETTINGS)
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
            flooded, lines = flood_failures(orca_log, started_at)
            print("-- Orca's lines about a flood of events after the first key: %d" % lines)
            failures += flooded
            keep = os.environ.get("NONET_ORCA_LOG")
            if keep:
                shutil.copy(orca_log, keep)
            session.close()
        lock.close()  # the next check on this machine may start its Orca
    if not all_heard:
        failures.append("nothing was heard")
    print("%d checks failed, %.1f s" % (len(failures), time.monotonic() - started), flush=True)
    for failure in failures:
        print("FAIL: " + failure, flush=True)
    if expect_missing:
        # A check that passes when an expected sentence is not said is no check.
        missed = [f for f in failures if "mistakes" in f]
        print("the check failed as it must where the mistakes are not said" if missed else
              "FAIL: the check passed although the mistakes were not said", flush=True)
        sys.exit(0 if missed else 1)
    if expect_silence:
        # A check that passes when nothing is heard is no check.
        print("the check failed as it must where speech goes nowhere" if failures else
              "FAIL: the check passed although speech went nowhere", flush=True)
        sys.exit(0 if failures else 1)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
