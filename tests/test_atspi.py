#!/usr/bin/python3
# The real nonet as a screen reader meets it over AT-SPI: its own X server (Xvfb), session
# bus, accessibility bus (at-spi-bus-launcher) and registry (at-spi2-registryd), and
# Debian's pyatspi as the client, listening to the same events Orca listens to.
#
#   the board       a grid of 9 x 9 cells (82 children with the pause cover): a panel with
#                   the Table interface; a cell's row and column through it, its digit
#                   through the Value interface
#   focus           follows the selected cell (object:state-changed:focused), the pause
#                   cover while paused
#   announcements   a Notification-role object becoming showing: what Orca speaks
#                   ("notification: 7"), checked word for word and exactly once per key
#   variants        a 4x4 link handed to the running nonet plays in the same window: the
#                   board becomes a table of 4 x 4 cells, the focus follows the selection, a
#                   conflict (where the other values are), its undo, a value and the end
#                   are announced once in the same words as the classic game's
#
# Keys are typed with xdotool into the X server, as a player's keyboard would.
#
#   test_atspi.py <path to nonet> [seconds]
#
# Everything it starts (the X server, the buses, the registry, nonet) is its own: a private
# runtime folder, killed when the test ends however it ends (and by the kernel should the
# test itself be killed). It gives up after `seconds` (default 100; CTest passes a little
# less than its timeout), cleaning up, rather than hang on a process that stopped answering.
#
# Missing packages skip it (exit 77) with a message naming them; where they were just
# installed (packaging/dev.sh sets NONET_REQUIRE_ATSPI=1, so CI really runs it) they fail it.

import ctypes
import faulthandler
import os
import re
import signal
import shutil
import subprocess
import sys
import tempfile
import time

PACKAGES = "xvfb xdotool dbus-daemon at-spi2-core python3-pyatspi"
TOOLS = ["Xvfb", "xdotool", "dbus-daemon"]
LIBEXEC = ["/usr/libexec/at-spi-bus-launcher", "/usr/libexec/at-spi2-registryd"]

# A puzzle with three empty cells (r1c3 = 4, r5c5 = 5, r9c9 = 9).
SOLUTION = ("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
EMPTY = [2, 40, 80]
PUZZLE = "".join("." if i in EMPTY else d for i, d in enumerate(SOLUTION))
# A 7 in r1c3 says where the other 7s of its row, column and box are (the one it shares
# only the box with, with that box named).
CONFLICT_7 = "7, conflict: another 7 in row 1 column 5, row 2 column 2 in the same box and row 8 column 3"
# A 4x4 with two empty cells (r2c2 = 1, r4c4 = 1), as a variant link; a 2 in r2c2 meets
# the 2s of its box, row and column.
VARIANT_SOLUTION = "2413312413424231"
VARIANT_EMPTY = [5, 15]
VARIANT_LINK = "nonet://play?v=4x4&p=" + "".join("0" if i in VARIANT_EMPTY else d for i, d in enumerate(VARIANT_SOLUTION))
VARIANT_CONFLICT_2 = "2, conflict: another 2 in row 1 column 1 in the same box, row 2 column 3 and row 4 column 2"


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def check_tools():
    missing = [t for t in TOOLS if shutil.which(t) is None] + [p for p in LIBEXEC if not os.path.exists(p)]
    # Looked up, not imported: pyatspi connects to the accessibility bus when imported,
    # and that bus is not there yet.
    import importlib.util
    if importlib.util.find_spec("pyatspi") is None:
        missing.append("pyatspi (for " + sys.executable + ")")
    if not missing:
        return
    message = "missing %s; the Debian packages %s (packaging/debian-packages.txt) provide them" % (
        ", ".join(missing), PACKAGES)
    if os.environ.get("NONET_REQUIRE_ATSPI") == "1":
        fail(message)
    print("SKIP: " + message, flush=True)
    sys.exit(77)


class GaveUp(Exception):
    pass


def on_alarm(signum, frame):
    raise GaveUp()


def die_with_parent():
    # In each child before it runs: killed when this script's process ends, even by SIGKILL.
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


class Session:
    """Xvfb, the session bus, the accessibility bus and registry, in a private runtime dir."""

    def __init__(self):
        self.processes = []
        self.dir = tempfile.mkdtemp(prefix="nonet-atspi-")
        os.chmod(self.dir, 0o700)
        # Started first, outside the session (its own process group, no session folder in
        # its environment), so it outlives this process whatever ends it.
        reaper_in, self.reaper_pipe = os.pipe()
        self.reaper = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--reap", self.dir], stdin=reaper_in,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(reaper_in)
        for sub in ("home", "config", "data", "cache", "runtime"):
            os.makedirs(os.path.join(self.dir, sub), mode=0o700)
        env = os.environ
        env["HOME"] = os.path.join(self.dir, "home")
        env["XDG_CONFIG_HOME"] = os.path.join(self.dir, "config")
        env["XDG_DATA_HOME"] = os.path.join(self.dir, "data")
        env["XDG_CACHE_HOME"] = os.path.join(self.dir, "cache")
        env["XDG_RUNTIME_DIR"] = os.path.join(self.dir, "runtime")
        for name in ("WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "QT_QPA_PLATFORM", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON"):
            env.pop(name, None)

        display = self.start_x_server()
        env["DISPLAY"] = display

        bus = self.start(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE)
        address = bus.stdout.readline().decode().strip()
        if not address:
            fail("dbus-daemon did not start")
        env["DBUS_SESSION_BUS_ADDRESS"] = address

        # The accessibility bus and its registry, as a desktop session starts them.
        self.start([LIBEXEC[0], "--launch-immediately", "--a11y=1"])
        self.a11y_address = self.wait_for_a11y_bus()
        # The registry before any application: an application registers with it once, as it
        # starts (Qt does not start the registry by asking for it).
        self.start([LIBEXEC[1]], env=dict(env, AT_SPI_BUS_ADDRESS=self.a11y_address))
        self.wait_for_registry()
        self.enable_accessibility()

    def start_x_server(self):
        # Xvfb picks a free display itself and names it on the pipe once it listens (a
        # display number chosen here could be taken by another server meanwhile, or by one
        # in another root sharing the abstract socket names).
        read_end, write_end = os.pipe()
        self.start(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                   pass_fds=(write_end,))
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()  # empty if Xvfb ended without a display
        if not number.isdigit():
            fail("Xvfb did not start")
        return ":" + number

    def start(self, command, **kwargs):
        # The environment passed explicitly: libatspi (GLib) may change the C environment
        # behind os.environ's back once loaded.
        kwargs.setdefault("env", dict(os.environ))
        kwargs.setdefault("stdout", subprocess.DEVNULL)  # CTest's pipe stays this script's
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                   preexec_fn=die_with_parent, **kwargs)
        self.processes.append(process)
        return process

    def wait_for_a11y_bus(self):
        from gi.repository import Gio, GLib
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                      GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 1000, None)
                return reply.unpack()[0]
            except GLib.Error:
                time.sleep(0.05)
        fail("at-spi-bus-launcher did not offer the accessibility bus")

    def wait_for_registry(self):
        from gi.repository import Gio, GLib
        bus = Gio.DBusConnection.new_for_address_sync(
            self.a11y_address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                                  GLib.Variant("(s)", ("org.a11y.atspi.Registry",)), GLib.VariantType("(b)"),
                                  Gio.DBusCallFlags.NONE, 1000, None)
            if reply.unpack()[0]:
                bus.close_sync(None)
                return
            time.sleep(0.05)
        fail("at-spi2-registryd did not start")

    def enable_accessibility(self):
        # What a screen reader does when it starts: tell applications that one listens.
        from gi.repository import Gio, GLib
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        for prop in ("IsEnabled", "ScreenReaderEnabled"):
            bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                          GLib.Variant("(ssv)", ("org.a11y.Status", prop, GLib.Variant("b", True))),
                          None, Gio.DBusCallFlags.NONE, 2000, None)

    def close(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
        for process in reversed(self.processes):
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        # The reaper ends what is left (the accessibility bus's own daemon) and the folder.
        os.close(self.reaper_pipe)
        try:
            self.reaper.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass


def session_processes(directory):
    """Processes of a session: found by its private runtime folder in their environment
    (the accessibility bus's daemon, anything a bus activated, not only what it started)."""
    mark = ("XDG_RUNTIME_DIR=" + os.path.join(directory, "runtime")).encode() + b"\0"
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open("/proc/%s/environ" % entry, "rb") as environ:
                if mark in environ.read():
                    found.append(int(entry))
        except OSError:
            continue  # gone, or not ours to read
    return found


def reap(directory):
    """The reaper (test_atspi.py --reap DIR, started by Session): waits until the session's
    pipe closes - when the session closes or its process ends, even killed - then kills
    every process of the session and removes its folder."""
    sys.stdin.buffer.read()
    for pid in session_processes(directory):
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    shutil.rmtree(directory, ignore_errors=True)


class Listener:
    """What Orca would hear: notifications that appear, and where the focus goes."""

    def __init__(self, pyatspi):
        self.pyatspi = pyatspi
        self.said = []
        self.focus = []
        pyatspi.Registry.registerEventListener(self.on_event, "object:state-changed:showing",
                                               "object:state-changed:focused", "focus:")

    def on_event(self, event):
        try:
            source = event.source
            role = source.getRole()
            if event.type.startswith("object:state-changed:showing"):
                if event.detail1 == 1 and role == self.pyatspi.ROLE_NOTIFICATION:
                    self.said.append(source.name)
            elif event.detail1 == 1 or event.type.startswith("focus"):
                self.focus.append(source)
        except Exception as error:  # a vanished object: nothing a screen reader could say either
            print("event skipped: %s" % error, flush=True)

    def pump(self, seconds):
        from gi.repository import GLib
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if not context.iteration(False):
                time.sleep(0.01)

    def take(self, settle=0.4, limit=10.0):
        """What was said for the last action: waits for a first announcement (up to limit
        seconds: sanitizer builds are slow), then settle seconds more for any second one."""
        deadline = time.monotonic() + limit
        while not self.said and time.monotonic() < deadline:
            self.pump(0.05)
        self.pump(settle)
        said, self.said = self.said, []
        return said

    def quiet(self, seconds=0.6):
        """What was said within seconds, expecting nothing."""
        self.pump(seconds)
        said, self.said = self.said, []
        return said


class EventCounter:
    """Every event of the objects' kind a screen reader listens to (names, descriptions,
    states, children, text), counted: a change of the whole board must come as a handful,
    not one per cell - Orca drops everything behind a queue of fifty."""

    KINDS = ("object:property-change", "object:state-changed", "object:children-changed", "object:text-changed")

    def __init__(self, pyatspi):
        self.events = []
        pyatspi.Registry.registerEventListener(self.on_event, *self.KINDS)

    def on_event(self, event):
        self.events.append(event.type)

    def take(self):
        events, self.events = self.events, []
        return events


def find(accessible, predicate, depth=0):
    if accessible is None or depth > 30:
        return None
    if predicate(accessible):
        return accessible
    for i in range(accessible.childCount):
        found = find(accessible.getChildAtIndex(i), predicate, depth + 1)
        if found is not None:
            return found
    return None


def summary(events):
    """"object:property-change:accessible-name x3, ..." - the kinds of events, counted."""
    counts = {}
    for kind in events:
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join("%s x%d" % item for item in sorted(counts.items(), key=lambda item: -item[1]))


def check_guide(pyatspi, listener, counter, key, expect):
    """F1 opens the user guide: its page shown in one step (a handful of text events, not
    one per paragraph as it is built: thousands of them kept Orca busy for half a minute),
    soon, and read line by line: the arrow keys move a caret."""
    carets = []

    def on_caret(event):
        try:
            if event.source.name == "User guide":
                carets.append(event.detail1)
        except Exception as error:  # a vanished object
            print("event skipped: %s" % error, flush=True)

    pyatspi.Registry.registerEventListener(on_caret, "object:text-caret-moved")
    listener.quiet(0.5)
    counter.take()
    listener.focus.clear()
    started = time.monotonic()
    key("F1")
    text = None
    while text is None and time.monotonic() < started + 30:
        listener.pump(0.02)
        for focused in listener.focus:
            try:
                if focused.name == "User guide":
                    text = focused
            except Exception:
                pass
    seconds = time.monotonic() - started
    expect(text is not None, "F1: the guide's text takes the focus (%r)" % [f.name for f in listener.focus][-3:])
    if text is None:
        return
    listener.pump(1.0)  # whatever else the opening sends
    changed = [kind for kind in counter.take() if kind.startswith("object:text-changed")]
    print("F1 to the guide's page shown and focused: %.2f s, %d text events" % (seconds, len(changed)), flush=True)
    # About a second on a busy machine (the figure is printed above); the bound leaves room
    # for the sanitizer build, and the events are what kept a screen reader busy.
    expect(seconds < 10.0, "the guide is shown in a few seconds at most (%.2f s)" % seconds)
    expect(len(changed) <= 30, "its page comes in one step: %d text events, not one per paragraph" % len(changed))
    characters = text.queryText().characterCount
    expect(characters > 20000, "the whole guide is in its text (%d characters)" % characters)
    carets.clear()
    key("Down")
    listener.pump(0.5)
    key("Down")
    listener.pump(0.5)
    expect(len(carets) >= 2 and carets[-1] > carets[0] > 0,
           "Down, Down: the caret moves line by line through the text (%r)" % carets)
    key("Escape")
    listener.pump(0.5)
    pyatspi.Registry.deregisterEventListener(on_caret, "object:text-caret-moved")


def run(command, seconds=15):
    """A short tool run (xdotool) that may not hang the test."""
    try:
        subprocess.run(command, check=True, env=dict(os.environ), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       timeout=seconds)
    except subprocess.TimeoutExpired:
        fail("%s did not finish within %d s" % (" ".join(command), seconds))
    except subprocess.CalledProcessError as error:
        fail("%s failed with exit status %d" % (" ".join(command), error.returncode))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--reap":
        reap(sys.argv[2])
        return
    if len(sys.argv) not in (2, 3):
        fail("usage: test_atspi.py <path to nonet> [seconds]")
    nonet = sys.argv[1]
    budget = int(sys.argv[2]) if len(sys.argv) == 3 else 100
    check_tools()
    # Given up after the budget, cleaning up (a Python exception between two calls); should
    # a call into a library never return, faulthandler ends the process a little later and
    # the kernel ends its children (die_with_parent).
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(budget)
    faulthandler.dump_traceback_later(budget + 10, exit=True)
    started = time.monotonic()
    session = None
    app = None
    failures = []

    def expect(condition, what):
        print(("ok   " if condition else "FAIL ") + what, flush=True)
        if not condition:
            failures.append(what)

    try:
        session = Session()
        os.environ["AT_SPI_BUS_ADDRESS"] = session.a11y_address
        import pyatspi
        listener = Listener(pyatspi)
        counter = EventCounter(pyatspi)
        # The pointer away from the board: a hovered cell would take the typed digits.
        run(["xdotool", "mousemove", "1279", "899"])
        # Found the way a desktop session lets it find the bus (org.a11y.Bus on the session
        # bus, accessibility enabled), not through AT_SPI_BUS_ADDRESS, which Qt 6.4 reads
        # before it listens and then stays inactive.
        app_env = dict(os.environ, QT_QPA_PLATFORM="xcb", LANG="C.UTF-8", LANGUAGE="en")
        app_env.pop("AT_SPI_BUS_ADDRESS")
        # Its standard error is the test's: a sanitizer's report shows in the test's output.
        app = subprocess.Popen([nonet, PUZZLE], env=app_env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               preexec_fn=die_with_parent)

        desktop = pyatspi.Registry.getDesktop(0)
        board = None
        deadline = time.monotonic() + 20
        while board is None and time.monotonic() < deadline:
            listener.pump(0.2)
            for i in range(desktop.childCount):
                application = desktop.getChildAtIndex(i)
                if application is not None and application.name.lower() == "nonet":
                    board = find(application, lambda a: a.name == "Sudoku board" and "Table" in pyatspi.listInterfaces(a))
        if board is None:
            names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount) if desktop.getChildAtIndex(i) is not None]
            fail("no board in nonet's accessibility tree (applications on the accessibility bus: %r)" % names)

        # The board: a grid of the cells themselves - a panel offering the Table interface,
        # not a table role (a screen reader would read a whole row at every row change).
        table = board.queryTable()
        expect(board.getRole() == pyatspi.ROLE_PANEL, "the board is a panel with the Table interface (%s)" % board.getRoleName())
        expect(board.description.startswith("A grid of 9 rows and 9 columns.") and "Arrow keys" in board.description,
               "the board's description says its shape and how to play")
        expect(table.nRows == 9 and table.nColumns == 9, "9 rows and 9 columns (%d x %d)" % (table.nRows, table.nColumns))
        expect(board.childCount == 82, "81 cells and the pause cover are its children (%d)" % board.childCount)
        cell = table.getAccessibleAt(0, 2)
        index = cell.getIndexInParent()
        expect(cell.getRole() == pyatspi.ROLE_TABLE_CELL and cell.name == "Row 1 column 3, empty",
               "cell (0, 2) is 'Row 1 column 3, empty' (%r)" % cell.name)
        expect(index == 2 and table.getRowAtIndex(index) == 0 and table.getColumnAtIndex(index) == 2,
               "its row and column through the table")
        given = table.getAccessibleAt(0, 0)
        expect(given.queryValue().currentValue == 5 and given.getState().contains(pyatspi.STATE_READ_ONLY),
               "a given's value 5 through the Value interface, read-only")

        # The keyboard to nonet's window (there is no window manager to give it), then into
        # the board, then along the first row: the focus follows the selected cell.
        run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"], 30)
        board.queryComponent().grabFocus()
        listener.quiet(0.5)
        listener.focus.clear()

        def key(*keys):
            run(["xdotool", "key", "--delay", "30"] + list(keys))

        key("Right")
        listener.pump(0.4)
        key("Right", "Right")
        said = listener.quiet()
        names = [f.name for f in listener.focus]
        expect(names[-1:] == ["Row 1 column 3, empty"], "focus follows the selection to row 1 column 3 (%r)" % names)
        expect(said == [], "moving is the focus's to say, not announced (%r)" % said)
        expect(not board.getState().contains(pyatspi.STATE_FOCUSED), "the board does not claim the focus besides the cell")
        listener.focus.clear()

        steps = [
            (["shift+4"], ["note 4 added"]),
            (["shift+4"], ["note 4 removed"]),
            (["7"], [CONFLICT_7]),
            (["ctrl+z"], ["undo: 7 removed"]),
            (["ctrl+shift+z"], ["redo: " + CONFLICT_7]),
            (["Delete"], ["erased"]),
        ]
        for keys, words in steps:
            key(*keys)
            said = listener.take()
            expect(said == words, "%s says %r once (%r)" % ("+".join(keys), words, said))
        key("p")
        said = listener.quiet()
        names = [f.name for f in listener.focus]
        expect(names[-1:] == ["Paused"], "p pauses: the pause cover takes the focus (%r)" % names)
        expect(said == [], "and that is what is said, no announcement besides (%r)" % said)
        listener.focus.clear()
        key("space")
        said = listener.take()
        expect(said == ["resumed"], "space resumes, said once (%r)" % said)

        key("4")
        said = listener.take()
        expect(said == ["4"], "4 placed (%r)" % said)
        key("Down", "Down", "Down", "Down", "Right", "Right", "5")
        said = listener.take()
        expect(said == ["5"], "5 placed in row 5 column 5 (%r)" % said)
        key("Down", "Down", "Down", "Down", "Right", "Right", "Right", "Right", "9")
        said = listener.take(1.0)
        expect(len(said) == 1 and re.fullmatch(r"9\. Solved! .+ in \d+:\d\d\. No best time: .+", said[0]) is not None,
               "the last digit and the end said once, with why there is no best time (a puzzle of "
               "few empty cells) (%r)" % said)
        expect(table.getAccessibleAt(8, 8).queryValue().currentValue == 9, "the cell's value is 9 through Value")

        # A new game changes every cell at once: a handful of events, then its words, once.
        listener.quiet(0.5)
        counter.take()
        key("ctrl+n")
        said = listener.take(1.0)
        events = counter.take()
        expect(len(said) == 1 and said[0].startswith("New game: "), "Ctrl+N: the new game said once (%r)" % said)
        # After a solved game the keypad and the move buttons come back too (two state
        # events each, about 40); an event per cell would be 81 more.
        expect(len(events) <= 50, "and told in a handful of events, not one per cell (%d: %s)" % (len(events), summary(events)))
        # Row 9 column 9 held the 9 typed last: now it is a given or empty.
        name = table.getAccessibleAt(8, 8).name
        expect(name.startswith("Row 9 column 9, ") and ("given" in name or "empty" in name),
               "the cells read the new game (%r)" % name)

        check_guide(pyatspi, listener, counter, key, expect)

        # A variant link handed to the running nonet (as a second launch would) plays in the
        # same window: its board becomes a table of the 4 x 4 cells.
        counter.take()
        subprocess.run([nonet, VARIANT_LINK], env=app_env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=30, check=False)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and table.nRows != 4:
            listener.pump(0.2)
        listener.pump(0.5)
        events = counter.take()
        expect(len(events) <= 20, "9x9 to 4x4 in a handful of events (%d: %s)" % (len(events), summary(events)))
        expect(table.nRows == 4 and table.nColumns == 4 and board.childCount == 17,
               "the one board is now 4 x 4 cells (%d x %d, %d children with the pause cover)"
               % (table.nRows, table.nColumns, board.childCount))
        if table.nRows == 4:
            vcell = table.getAccessibleAt(1, 1)
            expect(vcell.name == "Row 2 column 2, empty" and vcell.getIndexInParent() == 5,
                   "cell (1, 1) is 'Row 2 column 2, empty', child 5 (%r)" % vcell.name)
            expect(table.getAccessibleAt(0, 1).queryValue().currentValue == 4, "a given's value through Value")
            run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Nonet", "windowfocus", "--sync"], 30)
            board.queryComponent().grabFocus()
            listener.quiet(0.5)
            listener.focus.clear()
            # The first arrow selects row 1 column 1; then down and right.
            key("Right", "Down", "Right")
            said = listener.quiet()
            names = [f.name for f in listener.focus]
            expect(names[-1:] == ["Row 2 column 2, empty"], "focus follows the selection to row 2 column 2 (%r)" % names)
            key("2")
            said = listener.take()
            expect(said == [VARIANT_CONFLICT_2], "a conflict in the 4x4 says where by its rows and columns, once (%r)" % said)
            key("ctrl+z")
            said = listener.take()
            expect(said == ["undo: 2 removed"], "undo said once (%r)" % said)
            key("1")
            said = listener.take()
            expect(said == ["1"], "1 placed, said once (%r)" % said)
            key("Down", "Down", "Right", "Right", "1")
            said = listener.take(1.0)
            expect(len(said) == 1 and re.fullmatch(r"1\. Solved! .+ in \d+:\d\d\. No best time: .+", said[0]) is not None,
                   "the last value and the end said once (%r)" % said)

        # Quitting ends it normally: under the sanitizer build that is where the accessible
        # objects are torn down and leaks are counted (exit status 0 only without findings).
        expect(app.poll() is None, "nonet is still running (exit status %r)" % app.poll())
        key("ctrl+q")
        try:
            status = app.wait(timeout=max(10, budget - (time.monotonic() - started) - 15))
        except subprocess.TimeoutExpired:
            status = None
        expect(status == 0, "Ctrl+Q quits nonet with exit status 0 (%r)" % status)
    except GaveUp:
        failures.append("gave up after %d s" % budget)
        print("FAIL gave up after %d s (the budget; a process stopped answering?)" % budget, flush=True)
    finally:
        signal.alarm(0)
        if app is not None and app.poll() is None:
            app.terminate()
            try:
                app.wait(timeout=5)
            except subprocess.TimeoutExpired:
                app.kill()
                app.wait()
        if session is not None:
            session.close()
        faulthandler.cancel_dump_traceback_later()

    print("%d checks failed, %.1f s" % (len(failures), time.monotonic() - started), flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
