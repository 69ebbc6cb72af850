#pragma once
// Edit > Preferences: every setting of the player in one dialog. It edits a copy of the
// Preferences; OK hands it back (the window saves and applies it), Cancel or Escape
// drops it, so nothing changes until OK.
//
//   +- Preferences ------------------------------------------------+
//   | Language                                                     |
//   |   Language:  [System default v]                              |
//   |   A new language applies the next time Nonet starts.         |
//   | Playing                                                      |
//   |   [x] Remove notes automatically                             |
//   |   Mistakes:  [Show conflicts v]                              |
//   | Board                                                        |
//   |   [x] Highlight the row, column and box of the selected cell |
//   |   [x] Highlight the selected digit in other cells and notes  |
//   | New puzzles                                                  |
//   |   Symmetry:  [180 degree rotation v]                         |
//   |                                             [OK] [Cancel]    |
//   +--------------------------------------------------------------+

#include "app/settings/preferences.h"

#include <QDialog>

class QAction;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;

namespace nonet::app {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences& initial, QWidget* parent = nullptr);

    // What the controls show now.
    Preferences preferences() const;

    // Edit > Preferences... (QKeySequence::Preferences, Ctrl+, where the platform has none);
    // object name actionPreferences.
    static QAction* createAction(QObject* parent);

    QComboBox* languageBox() const { return language_; }
    QCheckBox* autoRemoveBox() const { return autoRemove_; }
    QComboBox* mistakeBox() const { return mistakes_; }
    QCheckBox* autoPauseBox() const { return autoPause_; }
    QComboBox* mistakeLimitBox() const { return mistakeLimit_; }
    QCheckBox* peersBox() const { return peers_; }
    QCheckBox* sameDigitBox() const { return sameDigit_; }
    QCheckBox* clickPopupBox() const { return clickPopup_; }
    QComboBox* symmetryBox() const { return symmetry_; }
    QDialogButtonBox* buttons() const { return buttons_; }

private:
    QComboBox* language_ = nullptr;
    QCheckBox* autoRemove_ = nullptr;
    QComboBox* mistakes_ = nullptr;
    QCheckBox* autoPause_ = nullptr;
    QComboBox* mistakeLimit_ = nullptr;
    QCheckBox* peers_ = nullptr;
    QCheckBox* clickPopup_ = nullptr;
    QCheckBox* sameDigit_ = nullptr;
    QComboBox* symmetry_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

} // namespace nonet::app
