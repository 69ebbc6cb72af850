// The desktop integration files, read the way a desktop reads them: the desktop entry, the
// shared-mime-info definition (also loaded into a real QMimeDatabase), the configured
// AppStream metainfo, and the icon renders compiled into nonet.

#include <QColor>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QMimeDatabase>
#include <QMimeType>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <optional>

namespace {

const QString kAppId = QStringLiteral(NONET_APP_ID);
const QString kMimeNamespace = QStringLiteral("http://www.freedesktop.org/standards/shared-mime-info");

QString sourceFile(const QString& relative)
{
    return QStringLiteral(NONET_SOURCE_DIR "/") + relative;
}

QString desktopFile() { return sourceFile(QStringLiteral("packaging/linux/%1.desktop").arg(kAppId)); }
QString mimeFile() { return sourceFile(QStringLiteral("packaging/linux/%1.mime.xml").arg(kAppId)); }

// The keys of the [Desktop Entry] group; nothing when the file is missing or a key repeats.
std::optional<QHash<QString, QString>> readDesktopEntry(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    QHash<QString, QString> entry;
    QString group;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (line.startsWith(u'[')) {
            group = line;
            continue;
        }
        const qsizetype equals = line.indexOf(u'=');
        if (group != QLatin1String("[Desktop Entry]") || equals < 0)
            continue;
        const QString key = line.left(equals).trimmed();
        if (entry.contains(key))
            return std::nullopt;
        entry.insert(key, line.mid(equals + 1).trimmed());
    }
    return entry;
}

// A desktop-entry list value: "a;b;" -> {a, b}.
QStringList listValue(const QString& value)
{
    return value.split(u';', Qt::SkipEmptyParts);
}

struct MimeTypeDefinition {
    QString type;
    QString comment;
    QString icon;
    QStringList globs;
    QStringList parents;
};

// Every <mime-type> of a shared-mime-info package, or nothing if the XML is malformed or
// not in the shared-mime-info namespace.
std::optional<QList<MimeTypeDefinition>> readMimeTypes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("mime-info")
        || xml.namespaceUri() != kMimeNamespace)
        return std::nullopt;
    QList<MimeTypeDefinition> types;
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("mime-type")) {
            xml.skipCurrentElement();
            continue;
        }
        MimeTypeDefinition definition;
        definition.type = xml.attributes().value(QLatin1String("type")).toString();
        while (xml.readNextStartElement()) {
            const QXmlStreamAttributes attributes = xml.attributes();
            if (xml.name() == QLatin1String("comment") && attributes.isEmpty()) {
                definition.comment = xml.readElementText();
                continue;
            }
            if (xml.name() == QLatin1String("glob"))
                definition.globs << attributes.value(QLatin1String("pattern")).toString();
            else if (xml.name() == QLatin1String("sub-class-of"))
                definition.parents << attributes.value(QLatin1String("type")).toString();
            else if (xml.name() == QLatin1String("icon"))
                definition.icon = attributes.value(QLatin1String("name")).toString();
            xml.skipCurrentElement();
        }
        types << definition;
    }
    if (xml.hasError())
        return std::nullopt;
    return types;
}

struct Metainfo {
    QString componentType;
    QString id;
    QString launchable;
    QStringList binaries;
    QStringList mediatypes;
    QStringList releases; // newest first, as AppStream requires
};

std::optional<Metainfo> readMetainfo(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("component"))
        return std::nullopt;
    Metainfo info;
    info.componentType = xml.attributes().value(QLatin1String("type")).toString();
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("id")) {
            info.id = xml.readElementText();
        } else if (xml.name() == QLatin1String("launchable")) {
            info.launchable = xml.readElementText();
        } else if (xml.name() == QLatin1String("provides")) {
            while (xml.readNextStartElement()) {
                QStringList& list = xml.name() == QLatin1String("binary") ? info.binaries : info.mediatypes;
                list << xml.readElementText();
            }
        } else if (xml.name() == QLatin1String("releases")) {
            while (xml.readNextStartElement()) {
                info.releases << xml.attributes().value(QLatin1String("version")).toString();
                xml.skipCurrentElement();
            }
        } else {
            xml.skipCurrentElement();
        }
    }
    if (xml.hasError())
        return std::nullopt;
    return info;
}

QList<int> iconSizes()
{
    QList<int> sizes;
    for (const QString& size : QStringLiteral(NONET_ICON_SIZES).split(u','))
        sizes << size.toInt();
    return sizes;
}

// Colours of resources/icons/nonet.svg.
const QColor kTileColour(0x24, 0x40, 0x6b);
const QColor kCellColour(0xf6, 0xf3, 0xea);
const QColor kHighlightColour(0xf5, 0xb3, 0x2a);

} // namespace

class TestDesktopIntegration : public QObject {
    Q_OBJECT
private:
    QTemporaryDir mimeRoot_;

private slots:
    void initTestCase()
    {
        // QMimeDatabase reads XDG_DATA_DIRS once, on first use: point it at a scratch tree
        // holding only the shared-mime-info base definitions (for application/json; Debian's
        // Qt has no built-in copy) and ours, so no installed copy of Nonet's can answer.
        QVERIFY(mimeRoot_.isValid());
        const QString packages = mimeRoot_.filePath(QStringLiteral("data/mime/packages"));
        QVERIFY(QDir().mkpath(packages));
        QVERIFY(QDir().mkpath(mimeRoot_.filePath(QStringLiteral("home"))));
        QVERIFY(QFile::copy(mimeFile(), packages + QStringLiteral("/%1.xml").arg(kAppId)));
        const QString base = QStringLiteral("/usr/share/mime/packages/freedesktop.org.xml");
        QVERIFY2(QFile::copy(base, packages + QStringLiteral("/freedesktop.org.xml")),
                 "shared-mime-info (packaging/debian-packages.txt) is not installed");
        qputenv("XDG_DATA_DIRS", QFile::encodeName(mimeRoot_.filePath(QStringLiteral("data"))));
        qputenv("XDG_DATA_HOME", QFile::encodeName(mimeRoot_.filePath(QStringLiteral("home"))));
    }

    void desktopEntry()
    {
        const auto entry = readDesktopEntry(desktopFile());
        QVERIFY2(entry, qPrintable(desktopFile()));
        QCOMPARE(entry->value(QStringLiteral("Type")), QStringLiteral("Application"));
        QCOMPARE(entry->value(QStringLiteral("Name")), QStringLiteral("Nonet"));
        // %U: links and files reach nonet as arguments (`nonet <link or file>`).
        QCOMPARE(entry->value(QStringLiteral("Exec")), QStringLiteral("nonet %U"));
        QCOMPARE(entry->value(QStringLiteral("Icon")), kAppId);
        // Qt's X11 WM_CLASS class is the application name set in app/main.cpp.
        QCOMPARE(entry->value(QStringLiteral("StartupWMClass")), QStringLiteral("Nonet"));
        const QStringList categories = listValue(entry->value(QStringLiteral("Categories")));
        QVERIFY(categories.contains(QStringLiteral("Game")));
        QVERIFY(categories.contains(QStringLiteral("LogicGame")));
        QVERIFY(listValue(entry->value(QStringLiteral("Keywords"))).contains(QStringLiteral("sudoku")));
    }

    void desktopEntryOpensLinksAndSaveFiles()
    {
        const auto entry = readDesktopEntry(desktopFile());
        const auto types = readMimeTypes(mimeFile());
        QVERIFY(entry && types);
        const QStringList handled = listValue(entry->value(QStringLiteral("MimeType")));
        QVERIFY(handled.contains(QStringLiteral("x-scheme-handler/nonet")));
        for (const MimeTypeDefinition& type : *types)
            QVERIFY2(handled.contains(type.type), qPrintable(type.type));
    }

    void mimeDefinition()
    {
        const auto types = readMimeTypes(mimeFile());
        QVERIFY2(types, qPrintable(mimeFile()));
        QCOMPARE(types->size(), 1);
        const MimeTypeDefinition& nonet = types->first();
        QCOMPARE(nonet.type, QStringLiteral("application/x-nonet"));
        QCOMPARE(nonet.globs, QStringList{QStringLiteral("*.nonet")});
        QCOMPARE(nonet.parents, QStringList{QStringLiteral("application/json")});
        QCOMPARE(nonet.icon, kAppId);
        QVERIFY(!nonet.comment.isEmpty());
    }

    void mimeDatabaseRecognisesSaveFiles()
    {
        const QMimeDatabase database;
        const QMimeType byName = database.mimeTypeForFile(QStringLiteral("Sunday morning.nonet"),
                                                          QMimeDatabase::MatchExtension);
        QCOMPARE(byName.name(), QStringLiteral("application/x-nonet"));
        QVERIFY(byName.inherits(QStringLiteral("application/json")));
        QVERIFY(!byName.comment().isEmpty());

        // A real save file: JSON content, yet the glob names it a Nonet game.
        const QString path = mimeRoot_.filePath(QStringLiteral("game.nonet"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "nonet", "version": 1})");
        file.close();
        QCOMPARE(database.mimeTypeForFile(path).name(), QStringLiteral("application/x-nonet"));

        // Other names stay what they were.
        QCOMPARE(database.mimeTypeForFile(QStringLiteral("game.json"), QMimeDatabase::MatchExtension).name(),
                 QStringLiteral("application/json"));
        QVERIFY(database.mimeTypeForFile(QStringLiteral("game.nonet.txt"), QMimeDatabase::MatchExtension).name()
                != QStringLiteral("application/x-nonet"));
    }

    void metainfo()
    {
        const QString path = QStringLiteral(NONET_METAINFO_FILE);
        const auto info = readMetainfo(path);
        QVERIFY2(info, qPrintable(path));
        QCOMPARE(info->componentType, QStringLiteral("desktop-application"));
        QCOMPARE(info->id, kAppId);
        QCOMPARE(info->launchable, kAppId + QStringLiteral(".desktop"));
        QStringList binaries{QStringLiteral("nonet")};
        if (NONET_HAS_CLI)
            binaries << QStringLiteral("nonet-cli");
        QCOMPARE(info->binaries, binaries);
        QCOMPARE(info->mediatypes, QStringList{QStringLiteral("application/x-nonet")});
        // A version bump in CMakeLists.txt needs a release entry (with its date) here.
        QVERIFY(!info->releases.isEmpty());
        QCOMPARE(info->releases.first(), QStringLiteral(NONET_VERSION));
    }

    void iconRenders_data()
    {
        QTest::addColumn<int>("size");
        for (int size : iconSizes())
            QTest::addRow("%d px", size) << size;
    }

    void iconRenders()
    {
        QFETCH(int, size);
        const QImage image(QStringLiteral(":/app-icon/nonet-%1.png").arg(size));
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(size, size));
        // Rounded tile: the corner pixel is mostly transparent, the edge middle opaque.
        QVERIFY(image.pixelColor(0, 0).alpha() < 128);
        QCOMPARE(image.pixelColor(size / 2, 0).alpha(), 255);
    }

    void renderedSizesAreExactlyTheInstalledOnes()
    {
        QStringList expected;
        for (int size : iconSizes())
            expected << QStringLiteral("nonet-%1.png").arg(size);
        QStringList present = QDir(QStringLiteral(":/app-icon")).entryList(QDir::Files);
        expected.sort();
        present.sort();
        QCOMPARE(present, expected);
    }

    // At 16 px and its multiples every straight edge of the design lies on a pixel
    // boundary (see the SVG's header), so a row through the top cells holds only exact
    // tile and cell colours: no blurred pixel anywhere.
    void crispAtMultiplesOfSixteen_data()
    {
        QTest::addColumn<int>("size");
        for (int size : iconSizes()) {
            if (size % 16 == 0)
                QTest::addRow("%d px", size) << size;
        }
    }

    void crispAtMultiplesOfSixteen()
    {
        QFETCH(int, size);
        const QImage image(QStringLiteral(":/app-icon/nonet-%1.png").arg(size));
        QVERIFY(!image.isNull());
        const int unit = size / 16;
        // In 16ths: tile 0..1, cell 1..5, gap 5..6, cell 6..10, gap 10..11, cell 11..15, tile 15..16.
        const auto expectedAt = [unit](int pixel) {
            const int at = pixel / unit;
            return at == 0 || at == 5 || at == 10 || at == 15 ? kTileColour : kCellColour;
        };
        const int across = 3 * unit; // middle of the top row of cells
        for (int pixel = 0; pixel < size; ++pixel) {
            QCOMPARE(image.pixelColor(pixel, across), expectedAt(pixel));
            QCOMPARE(image.pixelColor(across, pixel), expectedAt(pixel));
        }
        if (unit >= 4) {
            // Left of the 9 in the centre cell (x 6.25, y 8 in 16ths): the highlight.
            QCOMPARE(image.pixelColor(unit * 25 / 4, 8 * unit), kHighlightColour);
        }
    }
};

QTEST_GUILESS_MAIN(TestDesktopIntegration)
#include "test_desktop_integration.moc"
