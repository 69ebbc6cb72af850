#include "core/grader/level.h"

#include <QTest>

#include <string>

using nonet::Level;

Q_DECLARE_METATYPE(Level)

class TestLevel : public QObject {
    Q_OBJECT
private slots:
    void namesRoundTrip()
    {
        for (Level level : nonet::kAllLevels) {
            QCOMPARE(nonet::parseLevel(nonet::levelName(level)), std::optional<Level>(level));
            QCOMPARE(nonet::parseLevel(nonet::levelKey(level)), std::optional<Level>(level));
        }
    }
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected"); // -1: not a level
        QTest::newRow("english") << "Very easy" << static_cast<int>(Level::VeryEasy);
        QTest::newRow("key") << "very-tough" << static_cast<int>(Level::VeryTough);
        QTest::newRow("upper underscore") << "VERY_TOUGH" << static_cast<int>(Level::VeryTough);
        QTest::newRow("joined") << "veryeasy" << static_cast<int>(Level::VeryEasy);
        QTest::newRow("extreme") << "Extreme" << static_cast<int>(Level::Extreme);
        QTest::newRow("medium") << "medium" << static_cast<int>(Level::Medium);
        QTest::newRow("empty") << "" << -1;
        QTest::newRow("unknown") << "hard" << -1;
        QTest::newRow("digit") << "easy1" << -1;
        QTest::newRow("only separators") << " - " << -1;
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        const std::string s = text.toStdString();
        const auto parsed = nonet::parseLevel(s);
        if (expected < 0) QVERIFY(!parsed.has_value());
        else QCOMPARE(parsed, std::optional<Level>(static_cast<Level>(expected)));
    }
    void namesAreEnglish()
    {
        QCOMPARE(std::string(nonet::levelName(Level::VeryEasy)), std::string("Very easy"));
        QCOMPARE(std::string(nonet::levelName(Level::VeryTough)), std::string("Very tough"));
        QCOMPARE(std::string(nonet::levelKey(Level::Extreme)), std::string("extreme"));
    }
};

QTEST_APPLESS_MAIN(TestLevel)
#include "test_level.moc"
