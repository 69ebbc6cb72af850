#pragma once

#include <QAbstractButton>

namespace nonet::ui {

// A button showing one digit, used by the selection popup and the keypad. The digit scales
// with the button; an optional small caption sits in the bottom-right corner (the keypad's
// "left to place" count). Dimmed digits stay clickable: dimming informs, it never forbids.
// In note style the digit is drawn small at its place in the 3x3 note grid, as on the board.
class DigitButton : public QAbstractButton {
    Q_OBJECT
public:
    explicit DigitButton(int digit, QWidget* parent = nullptr);

    int digit() const { return digit_; }
    QString caption() const { return caption_; }
    void setCaption(const QString& caption);
    bool isDimmed() const { return dimmed_; }
    void setDimmed(bool dimmed);
    bool noteStyle() const { return noteStyle_; }
    void setNoteStyle(bool noteStyle);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int digit_;
    QString caption_;
    bool dimmed_ = false;
    bool noteStyle_ = false;
};

} // namespace nonet::ui
