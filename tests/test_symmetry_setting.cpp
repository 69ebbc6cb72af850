// The "newGame/symmetry" setting: every symmetry round-trips through its key and through
// QSettings; an unset or unknown value falls back to the default (180° rotation).

#include "app/symmetry_setting.h"

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
        QCOMPARE(app::symmetryKey(symmetry), key);
        QCOMPARE(app::parseSymmetry(key), std::optional<Symmetry>(symmetry));
        app::saveNewGameSymmetry(symmetry);
        QCOMPARE(QSettings().value(QStringLiteral("newGame/symmetry")).toString(), key);
        QCOMPARE(app::loadNewGameSymmetry(), symmetry);
    }

    void defaultWhenUnsetOrUnknown()
    {
        QCOMPARE(app::loadNewGameSymmetry(), Symmetry::Rotate180);
        QSettings().setValue(app::symmetrySettingsKey(), QStringLiteral("spiral"));
        QCOMPARE(app::loadNewGameSymmetry(), Symmetry::Rotate180);
        QVERIFY(!app::parseSymmetry(QStringLiteral("")).has_value());
        QVERIFY(!app::parseSymmetry(QStringLiteral("Rot180 ")).has_value());
    }
};

QTEST_MAIN(TestSymmetrySetting)
#include "test_symmetry_setting.moc"
