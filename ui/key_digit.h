#pragma once
// Which digit key was pressed, independent of keyboard layout and modifiers.
//
// Qt reports the produced character: Shift+1 arrives as Qt::Key_Exclam on a US layout,
// as Qt::Key_1 on AZERTY (where the unshifted key gives '&'), as Key_section for Shift+3 on
// a German layout... To let Shift+digit toggle notes on any layout we also look at the
// physical key (native scan code or virtual key, whose meaning depends on the platform),
// and finally at the US shifted symbols for platforms that report neither.

#include <Qt>

#include <optional>

class QKeyEvent;

namespace nonet::ui {

enum class KeyPlatform {
    Other,   // offscreen, minimal, ...: no native key codes to rely on
    XkbEvdev, // xcb and wayland: scan code = evdev code + 8
    Windows, // scan code set 1, virtual keys VK_0..VK_9 = '0'..'9'
    Mac,     // virtual key = kVK_ANSI_* code
};

// The platform of the running QGuiApplication.
KeyPlatform currentKeyPlatform();

// The digit 0..9 of the key, or nothing when it is not a digit key.
std::optional<int> digitForKey(int key, Qt::KeyboardModifiers modifiers, quint32 nativeScanCode,
                               quint32 nativeVirtualKey, KeyPlatform platform);
std::optional<int> digitForKey(const QKeyEvent& event, KeyPlatform platform);

// The value 1..side (0: erase) a key stands for on a board of that side: digit keys by
// their physical key (any layout, with Shift or Ctrl too), and where the values reach past
// 9 (16x16) the letters A..G as the board writes them, plain, with Shift (a corner note) or
// with Ctrl (a centre note), as the digits are; Ctrl+Shift+letter stays the window's (All
// Notes, Clear Notes). Nothing for other keys, digits beyond the side included.
std::optional<int> valueForKey(const QKeyEvent& event, int side);

// Shift or Ctrl (Cmd on macOS) held with a digit: toggle a note instead of placing a value.
bool isNoteModifier(Qt::KeyboardModifiers modifiers);

} // namespace nonet::ui
