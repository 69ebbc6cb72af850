// The documentation holds together: every relative link in README.md and docs/*.md leads
// to a file that exists, every #anchor to a heading of its page (the name GitHub gives it,
// or an <a id="..."></a> in its line), and every picture is there. Links to the web are
// not followed (the tests run offline).

#include "app/help/guide_document.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString sourceDir() { return QStringLiteral(NONET_SOURCE_DIR); }

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The Markdown without fenced code and code spans: what a reader sees as links.
QStringList proseLines(const QString& markdown)
{
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));
    static const QRegularExpression span(QStringLiteral("(`+)[^`].*?\\1"));
    QStringList lines;
    QString open;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (const auto f = fence.match(line); f.hasMatch()) {
            if (open.isEmpty()) open = f.captured(1);
            else if (f.captured(1) == open) open.clear();
            lines << QString();
            continue;
        }
        lines << (open.isEmpty() ? QString(line).remove(span) : QString());
    }
    return lines;
}

// The anchors a page offers: its headings' GitHub names (repeats numbered) and explicit ids.
QSet<QString> anchorsOf(const QString& markdown)
{
    static const QRegularExpression heading(QStringLiteral("^ {0,3}#{1,6}[ \\t]+(.*)$"));
    static const QRegularExpression id(QStringLiteral("<a\\s+(?:id|name)\\s*=\\s*\"([^\"]+)\"\\s*>"));
    QSet<QString> anchors;
    QMap<QString, int> uses;
    for (const QString& line : proseLines(markdown)) {
        for (auto it = id.globalMatch(line); it.hasNext();) anchors << it.next().captured(1);
        if (const auto h = heading.match(line); h.hasMatch()) {
            QString title = h.captured(1);
            title.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            title.remove(QRegularExpression(QStringLiteral("[ \\t]#+[ \\t]*$")));
            // A link in a heading counts by its text.
            title.replace(QRegularExpression(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)")), QStringLiteral("\\1"));
            QString name = nonet::app::GuideDocument::anchorOf(title);
            if (const int n = uses[name]++; n > 0) name += QStringLiteral("-%1").arg(n);
            anchors << name;
        }
    }
    return anchors;
}

struct Link {
    int line;
    QString target;
    bool picture;
};

QList<Link> linksOf(const QString& markdown)
{
    static const QRegularExpression inlineLink(QStringLiteral("(!?)\\[(?:[^\\[\\]]|\\[[^\\]]*\\])*\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)"));
    static const QRegularExpression html(QStringLiteral("<(a|img)\\s[^>]*(?:href|src)\\s*=\\s*\"([^\"]+)\""));
    QList<Link> links;
    const QStringList lines = proseLines(markdown);
    for (int i = 0; i < lines.size(); ++i) {
        for (auto it = inlineLink.globalMatch(lines[i]); it.hasNext();) {
            const auto m = it.next();
            links.append({i + 1, m.captured(2), !m.captured(1).isEmpty()});
        }
        for (auto it = html.globalMatch(lines[i]); it.hasNext();) {
            const auto m = it.next();
            links.append({i + 1, m.captured(2), m.captured(1) == QLatin1String("img")});
        }
    }
    return links;
}

// What is wrong with the links of `file` (empty: nothing).
QStringList brokenLinks(const QString& file)
{
    QStringList broken;
    const QFileInfo info(file);
    const QString markdown = readText(file);
    for (const Link& link : linksOf(markdown)) {
        const QString where = QStringLiteral("%1:%2: %3").arg(info.fileName()).arg(link.line).arg(link.target);
        if (link.target.contains(QLatin1String("://")) || link.target.startsWith(QLatin1String("mailto:"))) continue;
        const qsizetype hash = link.target.indexOf(QLatin1Char('#'));
        const QString path = hash < 0 ? link.target : link.target.left(hash);
        const QString anchor = hash < 0 ? QString() : link.target.mid(hash + 1);
        const QString target = path.isEmpty() ? info.absoluteFilePath() : info.dir().absoluteFilePath(path);
        const QFileInfo targetInfo(target);
        if (!targetInfo.exists()) {
            broken << where + QStringLiteral(" (no such file)");
            continue;
        }
        if (link.picture && !targetInfo.isFile()) broken << where + QStringLiteral(" (not a picture)");
        if (!anchor.isEmpty()) {
            if (targetInfo.suffix() != QLatin1String("md")) broken << where + QStringLiteral(" (an anchor into a file that is no page)");
            else if (!anchorsOf(readText(target)).contains(anchor)) broken << where + QStringLiteral(" (no such heading)");
        }
    }
    return broken;
}

QStringList pages()
{
    QStringList files{sourceDir() + QStringLiteral("/README.md")};
    QDirIterator it(sourceDir() + QStringLiteral("/docs"), {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << it.next();
    files.sort();
    return files;
}

void write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestDocsLinks : public QObject {
    Q_OBJECT
private slots:
    void everyLinkResolves_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& file : pages()) QTest::newRow(qPrintable(QDir(sourceDir()).relativeFilePath(file))) << file;
    }
    void everyLinkResolves()
    {
        QFETCH(QString, file);
        const QStringList broken = brokenLinks(file);
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    }

    // Every page of docs/ can be reached from the README.
    void everyPageIsLinked()
    {
        QSet<QString> reached;
        QStringList queue{QFileInfo(sourceDir() + QStringLiteral("/README.md")).absoluteFilePath()};
        while (!queue.isEmpty()) {
            const QString page = queue.takeFirst();
            if (reached.contains(page)) continue;
            reached << page;
            for (const Link& link : linksOf(readText(page))) {
                const QString path = link.target.section(QLatin1Char('#'), 0, 0);
                if (path.endsWith(QLatin1String(".md")) && !path.contains(QLatin1String("://")))
                    queue << QFileInfo(QFileInfo(page).dir().absoluteFilePath(path)).absoluteFilePath();
            }
        }
        for (const QString& page : pages()) {
            if (QFileInfo(page).completeSuffix().count(QLatin1Char('.')) > 0) continue; // a translation: user-guide.nl.md
            QVERIFY2(reached.contains(QFileInfo(page).absoluteFilePath()), qPrintable(page + QStringLiteral(" is linked from no page")));
        }
    }

    // The check finds what it is for: a missing page, picture or heading.
    void aBrokenLinkIsFound()
    {
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("other.md")), "# Other page\n\n## Its part <a id=\"part\"></a>\n");
        write(dir.filePath(QStringLiteral("page.md")),
              "# Page\n\n## Today's puzzle\n\n"
              "[fine](other.md) [fine](other.md#other-page) [fine](other.md#part) [fine](#todays-puzzle)\n"
              "[missing](gone.md) ![missing](gone.png) [no heading](other.md#nowhere) [no heading](#today)\n"
              "`[in code](gone.md)` [web](https://example.org/x)\n\n```\n[in a block](gone.md)\n```\n");
        const QStringList broken = brokenLinks(dir.filePath(QStringLiteral("page.md")));
        QCOMPARE(broken.size(), 4);
        QVERIFY(broken[0].contains(QStringLiteral("gone.md (no such file)")));
        QVERIFY(broken[1].contains(QStringLiteral("gone.png (no such file)")));
        QVERIFY(broken[2].contains(QStringLiteral("other.md#nowhere (no such heading)")));
        QVERIFY(broken[3].contains(QStringLiteral("#today (no such heading)")));
    }
};

QTEST_GUILESS_MAIN(TestDocsLinks)
#include "test_docs_links.moc"
