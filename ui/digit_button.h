#pragma once

#include "ui/value_layout.h"

#include <QAbstractButton>

namespace nonet::ui {

// A button showing one digit, used by the selection popup and the keypad. The digit scales
// with the button; an optional caption (the keypad's "left to place" count) sits in a small
// framed badge in a corner, in a smaller font, so it never reads as a second digit. Dimmed
// digits stay clickable: dimming informs, it never forbids. In note style the digit is
// drawn small at its place in the 3x3 note grid, as on the board, and the badge goes to the
// free corner farthest from it.
class DigitButton : public QAbstractButton {
    Q_OBJECT
public:
    // Value `digit` of a board whose values stand as `layout` says (where a note-style
    // value sits in the face).
    explicit DigitButton(int digit, QWidget* parent = nullptr, ValueLayout layout = {});

    int digit() const { return digit_; }
    // The layout of the board's values (where a note-style value sits in the face).
    void setValueLayout(const ValueLayout& layout);
    // "Digit 4" (or the name given), and what a screen reader hears besides the name, "4 left to place" (ButtonAccessible reads
    // it when it wants it; only a focused button tells it changed).
    QString spokenName() const;
    QString spokenDescription() const { return spokenDescription_; }
    void setSpokenDescription(const QString& description);
    QString caption() const { return caption_; }
    void setCaption(const QString& caption);
    bool isDimmed() const { return dimmed_; }
    void setDimmed(bool dimmed);
    bool noteStyle() const { return noteStyle_; }
    void setNoteStyle(bool noteStyle);

    // Where the digit and the caption's badge are drawn, and their font sizes (tests).
    QRectF digitArea() const;
    QRectF captionArea() const;
    int digitPixelSize() const;
    int captionPixelSize() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF face() const;        // inside the bevel
    double faceSide() const;
    QRectF digitCell() const;   // the whole face, or the note's third in note style
    QFont digitFont() const;
    QPointF digitBaseline() const;

    int digit_;
    ValueLayout layout_;
    QString spokenDescription_;
    QString caption_;
    bool dimmed_ = false;
    bool noteStyle_ = false;
};

} // namespace nonet::ui
