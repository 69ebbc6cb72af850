// The "newGame/symmetry" setting: every symmetry round-trips through its key and through
// QSettings; an unset or unknown value falls back to the default (180° rotation).

#include "app/pool/symmetry_setting.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Symmetry)

class TestSymmetrySetting : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_symmetry_setting"));
    }
    void init() { QSettings().clear(); }

    void roundTrip_data()
    {
        QTest::addColumn<Symmetry>("symmetry");
        QTest::addColumn<QString>("key");
        QTest::newRow("rot180") << Symmetry::Rotate180 << QStringLiteral("rot180");
        QTest::newRow("none") << Symmetry::None << QStringLiteral("none");
        QTest::newRow("horizontal") << Symmetry::Horizontal << QStringLiteral("horizontal");
        QTest::newRow("vertical") << Symmetry::Vertical << QStringLiteral("vertical");
        QTest::newRow("diagonal") << Symmetry::Diagonal << QStringLiteral("diagonal");
        QTest::newRow("rot90") << Symmetry::Rotate90 << QStringLiteral("rot90");
    }
    void roundTrip()
    {
        QFETCH(Symmetry, symmetry);
        QFETCH(QString, key);
        QCOMPARE(app::symmetrySettingValue(symmetry), key);
        QCOMPARE(app::symmetryFromSettingValue(key), std::optional<Symmetry>(symmetry));
        app::saveNewGameSymmetry(symmetry);
        QCOMPARE(QSettings().value(QStringLiteral("newGame/symmetry")).toString(), key);
        QCOMPARE(app::newGameSymmetry(), symmetry);
        const QSettings settings;
        QCOMPARE(app::newGameSymmetry(settings), symmetry);
    }

    void defaultWhenUnsetOrUnknown()
    {
        QCOMPARE(app::newGameSymmetry(), Symmetry::Rotate180);
        QSettings().setValue(app::newGameSymmetryKey(), QStringLiteral("spiral"));
        QCOMPARE(app::newGameSymmetry(), Symmetry::Rotate180);
        QVERIFY(!app::symmetryFromSettingValue(QString()).has_value());
        QVERIFY(!app::symmetryFromSettingValue(QStringLiteral("Diagonal")).has_value());
        // Stray blanks from a hand-edited settings file do not count.
        QCOMPARE(app::symmetryFromSettingValue(QStringLiteral(" rot90 ")), std::optional<Symmetry>(Symmetry::Rotate90));
    }
};

QTEST_MAIN(TestSymmetrySetting)
#include "test_symmetry_setting.moc"
