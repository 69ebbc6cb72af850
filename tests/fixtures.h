#pragma once
// What many tests set up the same way (Qt Core only; widget_fixtures.h has the widgets'):
//
//   gridOf("53..7....6..")      a grid from Nonet's 81-character form (digits, '.' blank)
//   kTestGivens, kTestSolution  a puzzle written for the tests, its empty cells
//   isolatedHome(home)          the environment of a real nonet process that keeps its
//                               settings and files in `home`, headless
//   kWaitMs                     how long a test waits for such a process
//   child<T>(window, "name")    a part of a window by its object name, as automation finds it

#include "core/grid.h"
#include "core/notation/grid_line.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace nonet::test {

// A test's own puzzle text: anything but the strict form is a mistake in the test.
inline Grid gridOf(std::string_view text)
{
    if (const auto grid = parseGridLine(text)) return *grid;
    std::fprintf(stderr, "not a grid line: %.*s\n", static_cast<int>(text.size()), text.data());
    std::abort();
}

// Written for the tests (unique solution; see resources/puzzles/bundled.txt).
inline constexpr std::string_view kTestGivens =
    "8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7";
inline constexpr std::string_view kTestSolution =
    "867154932491823675352967418915382746786419523234576891178245369623798154549631287";

inline int testSolutionAt(int cell) { return kTestSolution[static_cast<std::size_t>(cell)] - '0'; }

// The empty cells of kTestGivens, in order.
inline std::vector<int> testEmptyCells()
{
    std::vector<int> out;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (kTestGivens[static_cast<std::size_t>(cell)] == '.') out.push_back(cell);
    return out;
}

// The machine may be busy compiling; nothing waited for is timed.
inline constexpr int kWaitMs = 60000;

inline QProcessEnvironment isolatedHome(const QTemporaryDir& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    return env;
}

// Missing is a broken test or window: the run stops and says which.
template <typename T>
T* child(const QObject& root, const char* name)
{
    T* found = root.findChild<T*>(QString::fromLatin1(name));
    if (found == nullptr) {
        std::fprintf(stderr, "no child named %s\n", name);
        std::abort();
    }
    return found;
}

} // namespace nonet::test
