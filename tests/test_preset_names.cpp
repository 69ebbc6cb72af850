// Above the engine nothing asks which preset a game is: app/ and ui/ ask the preset's row
// (core/presets/preset.h: home, levels, layout, ...) or the shape for the feature they
// need. A preset named there (Variant::Jigsaw) or a switch over Variant is the closed list
// of kinds coming back, and a new preset or rule would again mean edits across the window.
//
// kAllowed holds the places that may still name one, each with its reason; it is empty.

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

namespace {

const QString kSource = QStringLiteral(NONET_SOURCE_DIR);

struct Allowed {
    QString file; // relative to the source tree
    QString why;
};
const QList<Allowed> kAllowed{};

// "Variant::Killer", "switch (variant)" over a Variant, "case Variant::X:".
const QRegularExpression kPresetName(QStringLiteral(R"(\bVariant::[A-Z]\w*)"));
const QRegularExpression kSwitchOverVariant(QStringLiteral(R"(switch\s*\([^{;]*[vV]ariant)"));

QStringList offendingLines(const QString& path, const QString& text)
{
    QStringList found;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (kPresetName.match(lines[i]).hasMatch() || kSwitchOverVariant.match(lines[i]).hasMatch())
            found << QStringLiteral("%1:%2: %3").arg(path).arg(i + 1).arg(lines[i].trimmed());
    return found;
}

} // namespace

class TestPresetNames : public QObject {
    Q_OBJECT
private slots:
    void appAndUiNameNoPreset()
    {
        QStringList found;
        int scanned = 0;
        for (const QString& folder : {QStringLiteral("app"), QStringLiteral("ui")}) {
            QDirIterator it(kSource + QLatin1Char('/') + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString relative = path.mid(kSource.size() + 1);
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                ++scanned;
                const bool allowed = std::any_of(kAllowed.begin(), kAllowed.end(), [&](const Allowed& a) { return a.file == relative; });
                if (!allowed) found << offendingLines(relative, QString::fromUtf8(file.readAll()));
            }
        }
        // The scan read the tree (a wrong source path would find nothing and pass).
        QVERIFY2(scanned > 200, qPrintable(QString::number(scanned)));
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("ask the preset's row or the shape instead:\n") + found.join(QLatin1Char('\n'))));
    }

    // The patterns find what they are meant to find.
    void patternsCatchNames()
    {
        QCOMPARE(offendingLines(QStringLiteral("a.cpp"), QStringLiteral("if (v == Variant::Jigsaw) return;")).size(), 1);
        QCOMPARE(offendingLines(QStringLiteral("a.cpp"), QStringLiteral("    switch (state.variant()) {")).size(), 1);
        QCOMPARE(offendingLines(QStringLiteral("a.cpp"), QStringLiteral("switch (variant) {")).size(), 1);
        QCOMPARE(offendingLines(QStringLiteral("a.cpp"), QStringLiteral("if (presetOf(variant).home) return;")).size(), 0);
        QCOMPARE(offendingLines(QStringLiteral("a.cpp"), QStringLiteral("for (const Variant v : kAllVariants)")).size(), 0);
    }
};

QTEST_APPLESS_MAIN(TestPresetNames)
#include "test_preset_names.moc"
