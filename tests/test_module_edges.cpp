// The app's modules use only what docs/architecture.md ("Allowed dependencies") allows them. Two views of one
// table (kModules below):
//
//   includes  every #include of every file in app/<module>/, bench/ and fuzz/: another module's
//             header, the widget kit (ui/) or a header of a Qt module it may not use
//   links     what each module's library (and nonet-bench, nonet-cli, the fuzzers) links, as
//             CMake generated it (module_links.txt): the same app modules and Qt modules, and for
//             storage, the pool, the bench and the fuzzers, nothing of Qt Gui, Qt Widgets,
//             the widget kit or the session anywhere below them
//
// Qt Concurrent belongs to jobs alone: work off the GUI thread goes through its helpers
// (app/jobs/), so a watcher and a stop token are not written again in every module.
//
// A module or a file the table does not know fails too: a new module states its edges here
// and in docs/architecture.md first.
//
// The picture reader (scan/) is a library beside the engine, not a module: pure C++ with
// OpenCV, no Qt and nothing of the engine, and the engine never links it (readerStaysApart).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

namespace {

struct AppModule {
    QString name;
    QStringList uses; // other modules, and "ui" for the widget kit; core/ is open to all
    QStringList qt;   // Qt modules
};

// The dependency directions of docs/architecture.md, "Allowed dependencies". Edges point down this list.
const QList<AppModule> kModules{
    {QStringLiteral("storage"), {}, {QStringLiteral("Core")}},
    {QStringLiteral("jobs"), {}, {QStringLiteral("Core"), QStringLiteral("Concurrent")}},
    {QStringLiteral("session"), {}, {QStringLiteral("Core"), QStringLiteral("Gui")}},
    {QStringLiteral("instance"), {}, {QStringLiteral("Core"), QStringLiteral("Network")}},
    {QStringLiteral("pool"), {QStringLiteral("storage"), QStringLiteral("jobs")}, {QStringLiteral("Core")}},
    {QStringLiteral("paper"), {QStringLiteral("storage")}, {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Svg")}},
    // Pictures decoded with Qt Gui's image readers and read by the picture reader (scan/).
    {QStringLiteral("pictures"), {QStringLiteral("scan")}, {QStringLiteral("Core"), QStringLiteral("Gui")}},
    // nonet-cli is plain C++ (see cliIsPlainCpp); its booklet and scan verbs hand over to the
    // programs nonet-cli-booklet, which draws the PDF through the paper module, and
    // nonet-cli-scan, which reads pictures through the pictures module.
    {QStringLiteral("cli"), {QStringLiteral("paper"), QStringLiteral("pictures"), QStringLiteral("scan")}, {QStringLiteral("Core"), QStringLiteral("Gui")}},
    {QStringLiteral("files"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("print"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("pool"), QStringLiteral("paper"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets"), QStringLiteral("PrintSupport")}},
    {QStringLiteral("editor"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("pictures"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("help"),
     {QStringLiteral("session"), QStringLiteral("jobs"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("speech"),
     {QStringLiteral("session"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("stats"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("settings"),
     {QStringLiteral("help"), QStringLiteral("pool"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("daily"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("trainer"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("help"), QStringLiteral("jobs"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("review"),
     {QStringLiteral("session"), QStringLiteral("help"), QStringLiteral("jobs"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("diagnostics"),
     {QStringLiteral("session"), QStringLiteral("pool")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
    {QStringLiteral("shell"),
     {QStringLiteral("session"), QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("instance"), QStringLiteral("pool"),
      QStringLiteral("files"), QStringLiteral("print"), QStringLiteral("editor"), QStringLiteral("help"), QStringLiteral("speech"), QStringLiteral("stats"),
      QStringLiteral("settings"), QStringLiteral("diagnostics"), QStringLiteral("daily"), QStringLiteral("trainer"),
      QStringLiteral("review"), QStringLiteral("pictures"), QStringLiteral("ui")},
     {QStringLiteral("Core"), QStringLiteral("Gui"), QStringLiteral("Widgets")}},
};

// Outside app/: what the benchmarks and the fuzzers may reach (never widgets; the fuzzers
// also the instance module's message reader, which links Qt Network).
const AppModule kBench{QStringLiteral("bench"), {QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("pool")},
                  {QStringLiteral("Core")}};
const AppModule kFuzz{QStringLiteral("fuzz"), {QStringLiteral("storage"), QStringLiteral("jobs"), QStringLiteral("pool"), QStringLiteral("instance")},
                 {QStringLiteral("Core"), QStringLiteral("Network")}};
// The picture reader's bench and fuzzer decode pictures with Qt Gui's image readers
// (through the pictures module); the bench also makes its test pictures (tests/pictures/).
const AppModule kBenchScan{QStringLiteral("bench-scan"),
                      {QStringLiteral("pictures"), QStringLiteral("scan"), QStringLiteral("test_pictures"),
                       QStringLiteral("PkgConfig::NONET_TESSERACT")},
                      {QStringLiteral("Core"), QStringLiteral("Gui")}};
const AppModule kFuzzPicture{QStringLiteral("fuzz-picture"), {QStringLiteral("pictures"), QStringLiteral("scan")},
                        {QStringLiteral("Core"), QStringLiteral("Gui")}};

const AppModule& outsideModule(const QString& name)
{
    for (const AppModule* module : {&kBench, &kFuzz, &kBenchScan, &kFuzzPicture})
        if (module->name == name) return *module;
    return kBench;
}
bool isOutside(const QString& name) { return name == kBench.name || name == kFuzz.name || name == kBenchScan.name || name == kFuzzPicture.name; }

// Nothing of these below storage, the pool, the bench or the fuzzers.
const QStringList kNeverBelowHeadless{QStringLiteral("Qt6::Gui"), QStringLiteral("Qt6::Widgets"),
                                      QStringLiteral("nonet_ui"), QStringLiteral("nonet_session")};

const QString kSource = QStringLiteral(NONET_SOURCE_DIR);

std::optional<AppModule> moduleNamed(const QString& name)
{
    for (const AppModule& module : kModules)
        if (module.name == name) return module;
    return std::nullopt;
}

// The library a module builds (the CLI is a program of its own).
QString targetOf(const QString& module) { return module == QStringLiteral("cli") ? QStringLiteral("nonet-cli") : QStringLiteral("nonet_") + module; }

// "QJsonObject" -> "Core", "QtConcurrent/QtConcurrentRun" -> "Concurrent"; empty when no
// installed Qt module has that header.
QString qtModuleOf(const QString& header)
{
    const QDir root(QStringLiteral(NONET_QT_INCLUDE_DIR));
    if (header.contains(QLatin1Char('/'))) {
        const QString module = header.section(QLatin1Char('/'), 0, 0);
        return module.startsWith(QStringLiteral("Qt")) && root.exists(header) ? module.mid(2) : QString();
    }
    for (const QString& module : root.entryList({QStringLiteral("Qt*")}, QDir::Dirs))
        if (QFileInfo::exists(root.filePath(module + QLatin1Char('/') + header))) return module.mid(2);
    return {};
}

// Every broken rule of one file's includes, in words.
QStringList strayIncludes(const QString& path, const AppModule& rules)
{
    static const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"),
                                            QRegularExpression::MultilineOption);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {path + QStringLiteral(": cannot be read")};
    const QString text = QString::fromUtf8(file.readAll());
    const QString shown = QDir(kSource).relativeFilePath(path);
    QStringList stray;
    for (auto it = include.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        const QString header = match.captured(2);
        if (match.captured(1) == QStringLiteral("\"")) {
            const QString top = header.section(QLatin1Char('/'), 0, 0);
            QString used;
            if (top == QStringLiteral("app")) used = header.section(QLatin1Char('/'), 1, 1);
            else if (top == QStringLiteral("ui")) used = top;
            if (!used.isEmpty() && used != rules.name && !rules.uses.contains(used))
                stray << QStringLiteral("%1 includes %2: %3 may not use %4").arg(shown, header, rules.name, used);
        } else if (header.startsWith(QLatin1Char('Q'))) {
            const QString module = qtModuleOf(header);
            if (module.isEmpty()) stray << QStringLiteral("%1 includes <%2>, which no Qt module has").arg(shown, header);
            else if (!rules.qt.contains(module))
                stray << QStringLiteral("%1 includes <%2>: %3 may not use Qt %4").arg(shown, header, rules.name, module);
        }
    }
    return stray;
}

QStringList sourcesIn(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << it.next();
    files.sort();
    return files;
}

// module_links.txt: "<target>: a;b;c" per line, as CMake generated it.
QMap<QString, QStringList> readLinks()
{
    QMap<QString, QStringList> links;
    QFile file(QStringLiteral(NONET_MODULE_LINKS));
    if (!file.open(QIODevice::ReadOnly)) return links;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty()) continue;
        QStringList items;
        for (const QString& item : line.section(QStringLiteral(": "), 1).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            // Build helpers, not dependencies: the warnings, the icon and resource objects.
            if (item == QStringLiteral("nonet_warnings") || item.contains(QStringLiteral("_resources_"))
                || item.contains(QLatin1Char('/')) || item.startsWith(QStringLiteral("$<")))
                continue;
            // CMake brackets a link given from another directory (app/CMakeLists.txt) with
            // "::@(directory)" and "::@" markers; the link between them counts as any other.
            if (item.startsWith(QStringLiteral("::@")))
                continue;
            items << item;
        }
        links.insert(line.section(QStringLiteral(": "), 0, 0), items);
    }
    return links;
}

QSet<QString> closure(const QMap<QString, QStringList>& links, const QString& target)
{
    QSet<QString> seen;
    QStringList todo{target};
    while (!todo.isEmpty()) {
        const QString next = todo.takeLast();
        for (const QString& item : links.value(next))
            if (!seen.contains(item)) {
                seen.insert(item);
                todo << item;
            }
    }
    return seen;
}

// A source file of `text` in `dir` for the rules to read; empty when it cannot be written.
QString writeSource(const QTemporaryDir& dir, const char* text)
{
    const QString path = dir.filePath(QStringLiteral("probe.cpp"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) < 0) return {};
    return path;
}

// What a target may link directly under a module's rules.
bool mayLink(const AppModule& rules, const QString& item)
{
    if (item == QStringLiteral("nonet_core")) return true;
    if (rules.uses.contains(item)) return true; // a library outside the project the module names
    // A module's own helper library (the CLI's argument parsing shared by its two programs,
    // the fuzzers' invariant checks).
    if (item == QStringLiteral("nonet_") + rules.name + QStringLiteral("_common")
        || item == QStringLiteral("nonet_") + rules.name + QStringLiteral("_support"))
        return true;
    if (item.startsWith(QStringLiteral("Qt6::"))) return rules.qt.contains(item.mid(5));
    if (item == QStringLiteral("nonet_ui")) return rules.uses.contains(QStringLiteral("ui"));
    if (item.startsWith(QStringLiteral("nonet_"))) return rules.uses.contains(item.mid(6));
    return false;
}

} // namespace

class TestModuleEdges : public QObject {
    Q_OBJECT
private slots:
    void appHoldsOnlyModules()
    {
        const QDir app(kSource + QStringLiteral("/app"));
        QStringList loose = app.entryList(QDir::Files);
        loose.removeAll(QStringLiteral("main.cpp"));
        loose.removeAll(QStringLiteral("CMakeLists.txt"));
        QVERIFY2(loose.isEmpty(), qPrintable(QStringLiteral("app/ holds main.cpp, CMakeLists.txt and module folders, not: ") + loose.join(QStringLiteral(", "))));
        for (const QString& folder : app.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QVERIFY2(moduleNamed(folder), qPrintable(QStringLiteral("app/%1/ is a module the edge table does not know").arg(folder)));
    }

    void includes_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("module");
        for (const AppModule& module : kModules) {
            QStringList files = sourcesIn(kSource + QStringLiteral("/app/") + module.name);
            // main() is the shell's: it starts the window and picks the run mode.
            if (module.name == QStringLiteral("shell")) files << kSource + QStringLiteral("/app/main.cpp");
            QTest::newRow(qPrintable(module.name)) << files << module.name;
        }
        QStringList bench = sourcesIn(kSource + QStringLiteral("/bench"));
        const QStringList benchScan = sourcesIn(kSource + QStringLiteral("/bench/scan"));
        for (const QString& file : benchScan) bench.removeAll(file);
        QTest::newRow("bench") << bench << kBench.name;
        QTest::newRow("bench-scan") << benchScan << kBenchScan.name;
        QStringList fuzz = sourcesIn(kSource + QStringLiteral("/fuzz"));
        const QString pictureFuzzer = kSource + QStringLiteral("/fuzz/fuzz_picture.cpp");
        fuzz.removeAll(pictureFuzzer);
        QTest::newRow("fuzz") << fuzz << kFuzz.name;
        QTest::newRow("fuzz-picture") << QStringList{pictureFuzzer} << kFuzzPicture.name;
    }

    void includes()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, module);
        QVERIFY(!files.isEmpty());
        const AppModule rules = isOutside(module) ? outsideModule(module) : *moduleNamed(module);
        QStringList stray;
        for (const QString& file : files) stray << strayIncludes(file, rules);
        QVERIFY2(stray.isEmpty(), qPrintable(stray.join(QLatin1Char('\n'))));
    }

    void links_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("module");
        for (const AppModule& module : kModules) QTest::newRow(qPrintable(targetOf(module.name))) << targetOf(module.name) << module.name;
        QTest::newRow("nonet-cli-booklet") << QStringLiteral("nonet-cli-booklet") << QStringLiteral("cli");
        QTest::newRow("nonet-cli-scan") << QStringLiteral("nonet-cli-scan") << QStringLiteral("cli");
        QTest::newRow("nonet-bench-scan") << QStringLiteral("nonet-bench-scan") << kBenchScan.name;
        QTest::newRow("nonet_cli_common") << QStringLiteral("nonet_cli_common") << QStringLiteral("cli");
        QTest::newRow("nonet-bench") << QStringLiteral("nonet-bench") << kBench.name;
        for (const QString& target : readLinks().keys())
            if (target == QStringLiteral("fuzz_picture")) QTest::newRow(qPrintable(target)) << target << kFuzzPicture.name;
            else if (target.startsWith(QStringLiteral("fuzz_")) || target == QStringLiteral("nonet_fuzz_support"))
                QTest::newRow(qPrintable(target)) << target << kFuzz.name;
    }

    void links()
    {
        QFETCH(QString, target);
        QFETCH(QString, module);
        const QMap<QString, QStringList> all = readLinks();
        QVERIFY2(all.contains(target), qPrintable(target + QStringLiteral(" is missing from " NONET_MODULE_LINKS)));
        const AppModule rules = isOutside(module) ? outsideModule(module) : *moduleNamed(module);
        for (const QString& item : all.value(target))
            QVERIFY2(mayLink(rules, item), qPrintable(QStringLiteral("%1 links %2").arg(target, item)));
        const bool headless = !rules.qt.contains(QStringLiteral("Gui")) && !rules.qt.contains(QStringLiteral("Widgets"));
        if (!headless) return;
        const QSet<QString> below = closure(all, target);
        for (const QString& never : kNeverBelowHeadless)
            QVERIFY2(!below.contains(never), qPrintable(QStringLiteral("%1 reaches %2").arg(target, never)));
    }

    // Scripts run nonet-cli once per puzzle: it loads no Qt at all. Only nonet-cli-booklet,
    // the program its booklet verb hands over to, links Qt Gui.
    void cliIsPlainCpp()
    {
        const QMap<QString, QStringList> all = readLinks();
        QVERIFY(all.contains(QStringLiteral("nonet-cli")));
        for (const QString& item : closure(all, QStringLiteral("nonet-cli")))
            QVERIFY2(!item.startsWith(QStringLiteral("Qt6::")) && (item == QStringLiteral("nonet_core") || item == QStringLiteral("nonet_cli_common")
                                                                     || !item.startsWith(QStringLiteral("nonet_"))),
                     qPrintable(QStringLiteral("nonet-cli reaches ") + item));
    }

    // The picture reader is pure C++ with OpenCV: it links no Qt and nothing of the engine
    // or the app, and the engine links none of it.
    void readerStaysApart()
    {
        const QMap<QString, QStringList> all = readLinks();
        QVERIFY(all.contains(QStringLiteral("nonet_scan")));
        for (const QString& item : closure(all, QStringLiteral("nonet_scan")))
            QVERIFY2(!item.startsWith(QStringLiteral("Qt6::")) && (item == QStringLiteral("nonet_scan_glyphs") || !item.startsWith(QStringLiteral("nonet_"))),
                     qPrintable(QStringLiteral("nonet_scan reaches ") + item));
        for (const QString& item : closure(all, QStringLiteral("nonet_core")))
            QVERIFY2(!item.startsWith(QStringLiteral("nonet_scan")) && !item.contains(QStringLiteral("opencv")),
                     qPrintable(QStringLiteral("nonet_core reaches ") + item));
        // Nor does the include path of the engine reach it: no file in core/ includes scan/.
        for (const QString& file : sourcesIn(kSource + QStringLiteral("/core"))) {
            QFile source(file);
            QVERIFY(source.open(QIODevice::ReadOnly));
            const QByteArray text = source.readAll();
            QVERIFY2(!text.contains("#include \"scan/") && !text.contains("#include <opencv"), qPrintable(file));
        }
    }

    // The rules above bite: a stray include is found.
    void aStrayIncludeFails()
    {
        QTemporaryDir dir;
        const QString path = writeSource(dir, "#include \"app/shell/main_window.h\"\n#include <QWidget>\n#include <QJsonObject>\n");
        QVERIFY(!path.isEmpty());
        const QStringList stray = strayIncludes(path, *moduleNamed(QStringLiteral("storage")));
        QCOMPARE(stray.size(), 2);
        QVERIFY(stray[0].contains(QStringLiteral("storage may not use shell")));
        QVERIFY(stray[1].contains(QStringLiteral("may not use Qt Widgets")));
    }

    // A feature module that starts its own thread work instead of using jobs' helpers fails.
    void aFeatureModuleCannotRunQtConcurrent()
    {
        QTemporaryDir dir;
        const QString path =
            writeSource(dir, "#include \"app/jobs/background_job.h\"\n#include <QtConcurrent/QtConcurrentRun>\n#include <QFutureWatcher>\n");
        QVERIFY(!path.isEmpty());
        for (const QString& module : {QStringLiteral("daily"), QStringLiteral("trainer"), QStringLiteral("help"), QStringLiteral("files"),
                                    QStringLiteral("pool"), QStringLiteral("editor"), QStringLiteral("print")}) {
            const QStringList stray = strayIncludes(path, *moduleNamed(module));
            QCOMPARE(stray.size(), 1); // the helper itself is allowed
            QVERIFY(stray[0].contains(QStringLiteral("may not use Qt Concurrent")));
        }
        QVERIFY(strayIncludes(path, *moduleNamed(QStringLiteral("jobs"))).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestModuleEdges)
#include "test_module_edges.moc"
