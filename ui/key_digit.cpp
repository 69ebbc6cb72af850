#include "ui/key_digit.h"

#include <QGuiApplication>
#include <QKeyEvent>

#include <array>

namespace nonet::ui {
namespace {

// Physical digit row 1..9, 0 on each platform.
constexpr std::array<quint32, 10> kXkbDigitRow{19, 10, 11, 12, 13, 14, 15, 16, 17, 18}; // index = digit
constexpr std::array<quint32, 10> kWindowsDigitRow{11, 2, 3, 4, 5, 6, 7, 8, 9, 10};
constexpr std::array<quint32, 10> kMacDigitRow{0x1D, 0x12, 0x13, 0x14, 0x15, 0x17, 0x16, 0x1A, 0x1C, 0x19};
// What Shift+digit gives on a US layout, index = digit.
constexpr std::array<int, 10> kUsShifted{Qt::Key_ParenRight, Qt::Key_Exclam, Qt::Key_At, Qt::Key_NumberSign,
                                         Qt::Key_Dollar, Qt::Key_Percent, Qt::Key_AsciiCircum,
                                         Qt::Key_Ampersand, Qt::Key_Asterisk, Qt::Key_ParenLeft};

std::optional<int> indexIn(const std::array<quint32, 10>& table, quint32 code)
{
    if (code == 0)
        return std::nullopt;
    for (int d = 0; d < 10; ++d)
        if (table[static_cast<std::size_t>(d)] == code)
            return d;
    return std::nullopt;
}

} // namespace

KeyPlatform currentKeyPlatform()
{
    const QString name = QGuiApplication::platformName();
    if (name == QLatin1String("xcb") || name.startsWith(QLatin1String("wayland")))
        return KeyPlatform::XkbEvdev;
    if (name == QLatin1String("windows"))
        return KeyPlatform::Windows;
    if (name == QLatin1String("cocoa"))
        return KeyPlatform::Mac;
    return KeyPlatform::Other;
}

std::optional<int> digitForKey(int key, Qt::KeyboardModifiers modifiers, quint32 nativeScanCode,
                               quint32 nativeVirtualKey, KeyPlatform platform)
{
    if (key >= Qt::Key_0 && key <= Qt::Key_9)
        return key - Qt::Key_0;
    // The keypad without NumLock gives navigation keys; those stay navigation keys.
    if (modifiers & Qt::KeypadModifier)
        return std::nullopt;
    switch (platform) {
    case KeyPlatform::XkbEvdev:
        if (auto d = indexIn(kXkbDigitRow, nativeScanCode))
            return d;
        break;
    case KeyPlatform::Windows:
        if (nativeVirtualKey >= '0' && nativeVirtualKey <= '9')
            return static_cast<int>(nativeVirtualKey - '0');
        if (auto d = indexIn(kWindowsDigitRow, nativeScanCode))
            return d;
        break;
    case KeyPlatform::Mac:
        if (auto d = indexIn(kMacDigitRow, nativeVirtualKey))
            return d;
        break;
    case KeyPlatform::Other:
        break;
    }
    if (modifiers & Qt::ShiftModifier) {
        for (int d = 0; d < 10; ++d)
            if (kUsShifted[static_cast<std::size_t>(d)] == key)
                return d;
    }
    return std::nullopt;
}

std::optional<int> digitForKey(const QKeyEvent& event, KeyPlatform platform)
{
    return digitForKey(event.key(), event.modifiers(), event.nativeScanCode(), event.nativeVirtualKey(), platform);
}

std::optional<int> valueForKey(const QKeyEvent& event, int side)
{
    if (const auto digit = digitForKey(event, currentKeyPlatform()))
        return *digit <= side ? digit : std::nullopt;
    const int key = event.key();
    const Qt::KeyboardModifiers modifiers = event.modifiers();
    const bool bothNoteModifiers = (modifiers & Qt::ControlModifier) && (modifiers & Qt::ShiftModifier);
    if (side > 9 && !(modifiers & (Qt::AltModifier | Qt::MetaModifier)) && !bothNoteModifiers && key >= Qt::Key_A
        && key < Qt::Key_A + (side - 9))
        return 10 + (key - Qt::Key_A);
    return std::nullopt;
}

bool isNoteModifier(Qt::KeyboardModifiers modifiers)
{
    return (modifiers & (Qt::ShiftModifier | Qt::ControlModifier)) != 0;
}

} // namespace nonet::ui
