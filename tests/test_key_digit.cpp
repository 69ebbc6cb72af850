#include "ui/key_digit.h"

#include <QGuiApplication>
#include <QTest>

using nonet::ui::KeyPlatform;

Q_DECLARE_METATYPE(KeyPlatform)

class TestKeyDigit : public QObject {
    Q_OBJECT
private slots:
    void digitForKey_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<quint32>("scanCode");
        QTest::addColumn<quint32>("virtualKey");
        QTest::addColumn<KeyPlatform>("platform");
        QTest::addColumn<int>("digit"); // -1: not a digit key
        const int shift = Qt::ShiftModifier;
        const auto X = KeyPlatform::XkbEvdev;
        const auto W = KeyPlatform::Windows;
        const auto M = KeyPlatform::Mac;
        const auto O = KeyPlatform::Other;
        QTest::newRow("plain 5") << int(Qt::Key_5) << 0 << 0u << 0u << O << 5;
        QTest::newRow("keypad 7") << int(Qt::Key_7) << int(Qt::KeypadModifier) << 0u << 0u << O << 7;
        QTest::newRow("keypad End is not 1") << int(Qt::Key_End) << int(Qt::KeypadModifier) << 87u << 0u << X << -1;
        QTest::newRow("US shift+1 on X11") << int(Qt::Key_Exclam) << shift << 10u << 0x21u << X << 1;
        QTest::newRow("German shift+3 on X11") << int(Qt::Key_section) << shift << 12u << 0xa7u << X << 3;
        QTest::newRow("German shift+7 on X11") << int(Qt::Key_Slash) << shift << 16u << 0x2fu << X << 7;
        QTest::newRow("French unshifted 2 on X11") << int(Qt::Key_Eacute) << 0 << 11u << 0xe9u << X << 2;
        QTest::newRow("French shift+1 gives 1") << int(Qt::Key_1) << shift << 10u << 0x31u << X << 1;
        QTest::newRow("X11 shift+0") << int(Qt::Key_ParenRight) << shift << 19u << 0u << X << 0;
        QTest::newRow("X11 letter") << int(Qt::Key_Q) << 0 << 24u << 0x71u << X << -1;
        QTest::newRow("Windows shift+5 by VK") << int(Qt::Key_Percent) << shift << 6u << 0x35u << W << 5;
        QTest::newRow("Windows by scan code") << int(Qt::Key_Percent) << shift << 6u << 0u << W << 5;
        QTest::newRow("Windows letter") << int(Qt::Key_A) << 0 << 30u << 0x41u << W << -1;
        QTest::newRow("Mac shift+6") << int(Qt::Key_AsciiCircum) << shift << 0u << 0x16u << M << 6;
        QTest::newRow("Mac shift+9") << int(Qt::Key_ParenLeft) << shift << 0u << 0x19u << M << 9;
        QTest::newRow("Mac letter") << int(Qt::Key_A) << 0 << 0u << 0x00u << M << -1;
        QTest::newRow("other: US shift+9") << int(Qt::Key_ParenLeft) << shift << 0u << 0u << O << 9;
        QTest::newRow("other: ( without shift") << int(Qt::Key_ParenLeft) << 0 << 0u << 0u << O << -1;
        QTest::newRow("other: & without shift") << int(Qt::Key_Ampersand) << 0 << 0u << 0u << O << -1;
        QTest::newRow("other: letter") << int(Qt::Key_N) << 0 << 0u << 0u << O << -1;
    }
    void digitForKey()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(quint32, scanCode);
        QFETCH(quint32, virtualKey);
        QFETCH(KeyPlatform, platform);
        QFETCH(int, digit);
        const auto found = nonet::ui::digitForKey(key, Qt::KeyboardModifiers(modifiers), scanCode, virtualKey, platform);
        QCOMPARE(found.value_or(-1), digit);
    }

    void noteModifiers()
    {
        QVERIFY(nonet::ui::isNoteModifier(Qt::ShiftModifier));
        QVERIFY(nonet::ui::isNoteModifier(Qt::ControlModifier));
        QVERIFY(nonet::ui::isNoteModifier(Qt::ShiftModifier | Qt::KeypadModifier));
        QVERIFY(!nonet::ui::isNoteModifier(Qt::KeypadModifier));
        QVERIFY(!nonet::ui::isNoteModifier(Qt::NoModifier));
    }

    void platformFromName()
    {
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            QCOMPARE(nonet::ui::currentKeyPlatform(), KeyPlatform::Other);
        else if (QGuiApplication::platformName() == QLatin1String("xcb"))
            QCOMPARE(nonet::ui::currentKeyPlatform(), KeyPlatform::XkbEvdev);
    }
};

QTEST_MAIN(TestKeyDigit)
#include "test_key_digit.moc"
