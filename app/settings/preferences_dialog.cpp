#include "app/settings/preferences_dialog.h"

#include "app/settings/translation_loader.h"

#include "ui/accessibility/spoken_choice.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>


namespace nonet::app {
namespace {

QString symmetryTitle(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::Rotate180: return PreferencesDialog::tr("180\u00b0 rotation");
    case Symmetry::None: return PreferencesDialog::tr("None");
    case Symmetry::Horizontal: return PreferencesDialog::tr("Mirrored top to bottom");
    case Symmetry::Vertical: return PreferencesDialog::tr("Mirrored left to right");
    case Symmetry::Diagonal: return PreferencesDialog::tr("Mirrored on the diagonal");
    case Symmetry::Rotate90: return PreferencesDialog::tr("90\u00b0 rotation");
    }
    return {};
}

QString mistakeTitle(MistakeMode mode)
{
    switch (mode) {
    case MistakeMode::Off: return PreferencesDialog::tr("Off");
    case MistakeMode::Conflicts: return PreferencesDialog::tr("Show conflicts");
    case MistakeMode::Solution: return PreferencesDialog::tr("Check against the solution");
    }
    return {};
}

QLabel* noteLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

// Each control gets a name and a description for assistive technology.
template <typename Widget>
Widget* described(Widget* widget, const char* objectName, const QString& name, const QString& description)
{
    widget->setObjectName(QString::fromLatin1(objectName));
    widget->setAccessibleName(name);
    widget->setAccessibleDescription(description);
    widget->setToolTip(description);
    return widget;
}

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences& initial, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    setAccessibleName(tr("Preferences"));
    setAccessibleDescription(tr("Language, playing aids, board highlights and the symmetry of new puzzles"));
    auto* column = new QVBoxLayout(this);

    auto* languageGroup = new QGroupBox(tr("Language"), this);
    auto* languageForm = new QFormLayout(languageGroup);
    language_ = described(new QComboBox(languageGroup), "languageBox", tr("Language"),
                          tr("The language of Nonet's menus and messages. A change applies the next time Nonet starts."));
    language_->addItem(tr("System default"), QString());
    // Each language by its own name, untranslated, so that a player who cannot read the
    // current language still finds theirs.
    for (const LanguageChoice& language : TranslationLoader::languages())
        language_->addItem(language.nativeName, language.code);
    language_->setCurrentIndex(std::max(0, language_->findData(initial.language)));
    languageForm->addRow(tr("&Language:"), language_);
    languageForm->addRow(noteLabel(tr("A new language applies the next time Nonet starts."), languageGroup));
    column->addWidget(languageGroup);

    auto* playingGroup = new QGroupBox(tr("Playing"), this);
    auto* playingForm = new QFormLayout(playingGroup);
    autoRemove_ = described(new QCheckBox(tr("&Remove notes automatically"), playingGroup), "autoRemoveBox",
                            tr("Remove notes automatically"),
                            tr("Placing a digit removes it from the notes of its row, column and box"));
    autoRemove_->setChecked(initial.autoRemoveNotes);
    playingForm->addRow(autoRemove_);
    mistakes_ = described(new QComboBox(playingGroup), "mistakeBox", tr("Mistakes"),
                          tr("What the board marks while you play: nothing, digits that repeat in a row, column "
                             "or box, or also every entry that differs from the solution"));
    for (MistakeMode mode : {MistakeMode::Off, MistakeMode::Conflicts, MistakeMode::Solution})
        mistakes_->addItem(mistakeTitle(mode), mistakeModeKey(mode));
    mistakes_->setCurrentIndex(static_cast<int>(initial.mistakeMode));
    playingForm->addRow(tr("&Mistakes:"), mistakes_);
    // The mode's own title, so the words match the list above in every language.
    const QString solutionMode = mistakeTitle(MistakeMode::Solution);
    mistakeLimit_ = described(new QComboBox(playingGroup), "mistakeLimitBox", tr("Mistake limit"),
                              tr("With Mistakes set to “%1”, this many wrong digits end the game as lost").arg(solutionMode));
    mistakeLimit_->addItem(tr("None"), 0);
    for (int limit : kMistakeLimits)
        if (limit != 0) mistakeLimit_->addItem(tr("%n wrong digit(s)", nullptr, limit), limit);
    mistakeLimit_->setCurrentIndex(std::max(0, mistakeLimit_->findData(initial.mistakeLimit)));
    playingForm->addRow(tr("Mistake l&imit:"), mistakeLimit_);
    QLabel* limitNote = noteLabel(tr("The limit applies only with Mistakes set to “%1”: it counts the wrong digits marked "
                                     "as you place them, and the game is lost when the count reaches it. A new limit "
                                     "applies from the next game.")
                                      .arg(solutionMode),
                                  playingGroup);
    limitNote->setObjectName(QStringLiteral("mistakeLimitNote"));
    playingForm->addRow(limitNote);
    autoPause_ = described(new QCheckBox(tr("&Pause when Nonet is minimised or not in use"), playingGroup), "autoPauseBox",
                           tr("Pause automatically"),
                           tr("Stop the stopwatch and cover the board when the window is minimised or another "
                              "application has the focus for a few seconds; you resume yourself"));
    autoPause_->setChecked(initial.autoPause);
    playingForm->addRow(autoPause_);
    column->addWidget(playingGroup);

    auto* boardGroup = new QGroupBox(tr("Board"), this);
    auto* boardForm = new QFormLayout(boardGroup);
    peers_ = described(new QCheckBox(tr("Highlight the r&ow, column and box of the selected cell"), boardGroup),
                       "peersBox", tr("Highlight row, column and box"),
                       tr("Shade the cells that share a row, column or box with the selected cell"));
    peers_->setChecked(initial.highlightPeers);
    boardForm->addRow(peers_);
    sameDigit_ = described(new QCheckBox(tr("Highlight the selected &digit in other cells and notes"), boardGroup),
                           "sameDigitBox", tr("Highlight the selected digit"),
                           tr("Shade the cells holding the selected cell's digit and mark it in notes"));
    sameDigit_->setChecked(initial.highlightSameDigit);
    boardForm->addRow(sameDigit_);
    // Off, a click only selects (as SudokuPad players expect); digits come from the keys.
    clickPopup_ = described(new QCheckBox(tr("Clic&king a cell opens the digit popup"), boardGroup), "clickPopupBox",
                            tr("Digit popup on click"),
                            tr("Off: a click only selects the cell; type a digit, or press Space or click with the right "
                               "button for the popup"));
    clickPopup_->setChecked(initial.clickPopup);
    boardForm->addRow(clickPopup_);
    column->addWidget(boardGroup);

    auto* newGroup = new QGroupBox(tr("New puzzles"), this);
    auto* newForm = new QFormLayout(newGroup);
    symmetry_ = described(new QComboBox(newGroup), "symmetryBox", tr("Symmetry"),
                          tr("The pattern the givens of newly generated puzzles follow. Puzzles already prepared "
                             "keep theirs."));
    for (Symmetry s : kAllSymmetries)
        symmetry_->addItem(symmetryTitle(s), symmetrySettingValue(s));
    symmetry_->setCurrentIndex(std::max(0, symmetry_->findData(symmetrySettingValue(initial.symmetry))));
    newForm->addRow(tr("&Symmetry:"), symmetry_);
    newForm->addRow(noteLabel(tr("Applies to puzzles generated from now on; puzzles already prepared keep theirs."), newGroup));
    column->addWidget(newGroup);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->setObjectName(QStringLiteral("preferencesButtons"));
    QPushButton* ok = buttons_->button(QDialogButtonBox::Ok);
    ok->setAccessibleName(tr("OK"));
    ok->setAccessibleDescription(tr("Keep these preferences"));
    QPushButton* cancel = buttons_->button(QDialogButtonBox::Cancel);
    cancel->setAccessibleName(tr("Cancel"));
    cancel->setAccessibleDescription(tr("Close without changing anything"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(buttons_);
    // Qt 6.4 tells a screen reader neither a drop-down's choice nor its change.
    for (QComboBox* box : {language_, mistakes_, mistakeLimit_, symmetry_}) new ui::SpokenChoice(box);
    language_->setFocus();
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.language = language_->currentData().toString();
    p.autoRemoveNotes = autoRemove_->isChecked();
    p.mistakeMode = parseMistakeMode(mistakes_->currentData().toString()).value_or(kDefaultMistakeMode);
    p.highlightPeers = peers_->isChecked();
    p.highlightSameDigit = sameDigit_->isChecked();
    p.symmetry = symmetryFromSettingValue(symmetry_->currentData().toString()).value_or(kDefaultNewGameSymmetry);
    p.autoPause = autoPause_->isChecked();
    p.mistakeLimit = mistakeLimit_->currentData().toInt();
    p.clickPopup = clickPopup_->isChecked();
    return p;
}

QAction* PreferencesDialog::createAction(QObject* parent)
{
    auto* action = new QAction(tr("&Preferences..."), parent);
    action->setObjectName(QStringLiteral("actionPreferences"));
    action->setIcon(QIcon::fromTheme(QStringLiteral("preferences-system")));
    action->setToolTip(tr("Language, playing aids, highlights and the symmetry of new puzzles"));
    action->setStatusTip(action->toolTip());
    action->setMenuRole(QAction::PreferencesRole);
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    // Some platforms have no standard key for it; Ctrl+, is the common one.
    if (keys.isEmpty()) keys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    action->setShortcuts(keys);
    return action;
}

} // namespace nonet::app
