#include "ui/action_icon.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

#include <array>

namespace nonet::ui {
namespace {

// The freedesktop name whose meaning is the action, or nullptr where the standard names have
// none. A theme icon under a name that means something else (a clock for Load, a clipboard
// for Import, a spell-checker for Check) tells the player the wrong thing, so those actions
// always get Nonet's own drawing.
const char* themeName(ActionGlyph glyph)
{
    switch (glyph) {
    case ActionGlyph::NewGame: return "document-new";
    case ActionGlyph::Pause: return "media-playback-pause";
    case ActionGlyph::Save: return "document-save";
    case ActionGlyph::ClearNotes: return "edit-clear";
    case ActionGlyph::Undo: return "edit-undo";
    case ActionGlyph::Redo: return "edit-redo";
    case ActionGlyph::Hint: return "help-hint";
    case ActionGlyph::FullScreen: return "view-fullscreen";
    case ActionGlyph::Restart:     // view-refresh: reload a view
    case ActionGlyph::Load:        // document-open-recent: a clock
    case ActionGlyph::Import:      // edit-paste: a clipboard
    case ActionGlyph::Export:      // edit-copy: two sheets
    case ActionGlyph::Share:       // emblem-shared: a status emblem, not an action
    case ActionGlyph::NotesMode:   // document-edit
    case ActionGlyph::AllNotes:    // view-grid: a layout switch
    case ActionGlyph::Check:       // tools-check-spelling: "Abc"
    case ActionGlyph::Daily:       // x-office-calendar: the calendar application
    case ActionGlyph::CentreNotes: // no freedesktop name
    case ActionGlyph::DigitFirst:  // no freedesktop name
        return nullptr;
    }
    return nullptr;
}

// The 3x3 dots of the notes glyphs, in the 24-unit design box.
void drawNoteDots(QPainter& p)
{
    for (const int y : {6, 12, 18})
        for (const int x : {6, 12, 18}) p.drawPoint(QPointF(x, y));
}

void drawArrowHead(QPainter& p, QPointF tip, QPointF back1, QPointF back2)
{
    p.drawPolyline(std::array<QPointF, 3>{back1, tip, back2}.data(), 3);
}

// Every glyph is a line drawing in a 24 x 24 box with 2-unit strokes and round ends.
void drawGlyph(QPainter& p, ActionGlyph glyph)
{
    switch (glyph) {
    case ActionGlyph::NewGame: // a small grid and a plus
        p.drawRect(QRectF(3, 3, 13, 13));
        p.drawLine(QPointF(7.5, 3), QPointF(7.5, 16));
        p.drawLine(QPointF(11.5, 3), QPointF(11.5, 16));
        p.drawLine(QPointF(3, 7.5), QPointF(16, 7.5));
        p.drawLine(QPointF(3, 11.5), QPointF(16, 11.5));
        p.drawLine(QPointF(19, 15), QPointF(19, 22));
        p.drawLine(QPointF(15.5, 18.5), QPointF(22.5, 18.5));
        break;
    case ActionGlyph::Restart: { // a circle arrow turning back to the start
        p.drawArc(QRectF(4, 4, 16, 16), 60 * 16, 300 * 16);
        drawArrowHead(p, QPointF(16, 5.1), QPointF(11, 3), QPointF(14.5, 9.5));
        break;
    }
    case ActionGlyph::Pause:
        p.drawLine(QPointF(9, 5), QPointF(9, 19));
        p.drawLine(QPointF(15, 5), QPointF(15, 19));
        break;
    case ActionGlyph::Save: // an arrow down into a tray
        p.drawLine(QPointF(12, 3), QPointF(12, 15));
        drawArrowHead(p, QPointF(12, 15), QPointF(7, 10), QPointF(17, 10));
        p.drawPolyline(std::array<QPointF, 4>{QPointF(4, 15), QPointF(4, 20), QPointF(20, 20), QPointF(20, 15)}.data(), 4);
        break;
    case ActionGlyph::Load: { // a folder
        QPainterPath folder;
        folder.moveTo(3, 6);
        folder.lineTo(9, 6);
        folder.lineTo(11, 8);
        folder.lineTo(21, 8);
        folder.lineTo(21, 19);
        folder.lineTo(3, 19);
        folder.closeSubpath();
        p.drawPath(folder);
        p.drawLine(QPointF(3, 11), QPointF(21, 11));
        break;
    }
    case ActionGlyph::Import: // an arrow into a box
        p.drawPolyline(std::array<QPointF, 4>{QPointF(13, 4), QPointF(20, 4), QPointF(20, 20), QPointF(13, 20)}.data(), 4);
        p.drawLine(QPointF(3, 12), QPointF(15, 12));
        drawArrowHead(p, QPointF(15, 12), QPointF(10, 7), QPointF(10, 17));
        break;
    case ActionGlyph::Export: // an arrow out of a box
        p.drawPolyline(std::array<QPointF, 4>{QPointF(11, 4), QPointF(4, 4), QPointF(4, 20), QPointF(11, 20)}.data(), 4);
        p.drawLine(QPointF(9, 12), QPointF(21, 12));
        drawArrowHead(p, QPointF(21, 12), QPointF(16, 7), QPointF(16, 17));
        break;
    case ActionGlyph::CentreNotes: // a cell with a row of small digits across its middle
    {
        p.drawRect(QRectF(3, 3, 18, 18));
        QPen dots = p.pen();
        dots.setWidthF(3.2); // as the note dots of All Notes
        p.setPen(dots);
        p.drawPoint(QPointF(7.5, 12));
        p.drawPoint(QPointF(12, 12));
        p.drawPoint(QPointF(16.5, 12));
        break;
    }
    case ActionGlyph::DigitFirst: { // a 1 with a cursor arrow pointing from it
        p.drawPolyline(std::array<QPointF, 3>{QPointF(4, 7), QPointF(8, 3.5), QPointF(8, 15)}.data(), 3);
        p.drawLine(QPointF(5, 15), QPointF(11, 15));
        QPainterPath arrow;
        arrow.moveTo(13, 11);
        arrow.lineTo(21, 17);
        arrow.lineTo(17.5, 17.5);
        arrow.lineTo(19.5, 21.5);
        arrow.moveTo(17.5, 17.5);
        arrow.lineTo(14.5, 20);
        arrow.closeSubpath();
        p.drawPath(arrow);
        break;
    }
    case ActionGlyph::FullScreen: // four corners pointing out
        for (const auto& [x, y, dx, dy] : std::array<std::array<double, 4>, 4>{
                 {{3, 3, 1, 1}, {21, 3, -1, 1}, {3, 21, 1, -1}, {21, 21, -1, -1}}}) {
            p.drawLine(QPointF(x, y), QPointF(x + 6 * dx, y));
            p.drawLine(QPointF(x, y), QPointF(x, y + 6 * dy));
        }
        break;
    case ActionGlyph::Share: // three nodes joined
        p.drawEllipse(QPointF(18, 5.5), 2.5, 2.5);
        p.drawEllipse(QPointF(6, 12), 2.5, 2.5);
        p.drawEllipse(QPointF(18, 18.5), 2.5, 2.5);
        p.drawLine(QPointF(8.2, 10.8), QPointF(15.8, 6.7));
        p.drawLine(QPointF(8.2, 13.2), QPointF(15.8, 17.3));
        break;
    case ActionGlyph::NotesMode: { // a pencil
        QPainterPath pencil;
        pencil.moveTo(16, 3.5);
        pencil.lineTo(20.5, 8);
        pencil.lineTo(8.5, 20);
        pencil.lineTo(3.5, 20.5);
        pencil.lineTo(4, 15.5);
        pencil.closeSubpath();
        p.drawPath(pencil);
        p.drawLine(QPointF(13.5, 6), QPointF(18, 10.5));
        break;
    }
    case ActionGlyph::AllNotes: // nine candidate dots
        drawNoteDots(p);
        break;
    case ActionGlyph::ClearNotes: // the dots, struck through
        drawNoteDots(p);
        p.drawLine(QPointF(3, 21), QPointF(21, 3));
        break;
    case ActionGlyph::Undo:
    case ActionGlyph::Redo: { // a hook arrow; Redo is the mirror image
        if (glyph == ActionGlyph::Redo) {
            p.translate(24, 0);
            p.scale(-1, 1);
        }
        QPainterPath hook;
        hook.moveTo(4, 9);
        hook.lineTo(15, 9);
        hook.cubicTo(22, 9, 22, 20, 15, 20);
        hook.lineTo(9, 20);
        p.drawPath(hook);
        drawArrowHead(p, QPointF(4, 9), QPointF(9, 4), QPointF(9, 14));
        break;
    }
    case ActionGlyph::Hint: // a light bulb
        p.drawArc(QRectF(6, 2.5, 12, 12), -40 * 16, 260 * 16);
        p.drawLine(QPointF(9.5, 13.5), QPointF(9.5, 17));
        p.drawLine(QPointF(14.5, 13.5), QPointF(14.5, 17));
        p.drawLine(QPointF(9, 17.5), QPointF(15, 17.5));
        p.drawLine(QPointF(10, 21), QPointF(14, 21));
        break;
    case ActionGlyph::Check: // a magnifying glass: look the entries over (a tick would read as a toggle)
        p.drawEllipse(QPointF(10, 10), 6.5, 6.5);
        p.drawLine(QPointF(14.8, 14.8), QPointF(20.5, 20.5));
        break;
    case ActionGlyph::Daily: // a calendar page with its rings and one day marked
        p.drawRoundedRect(QRectF(3.5, 5, 17, 15.5), 1.5, 1.5);
        p.drawLine(QPointF(3.5, 9.5), QPointF(20.5, 9.5));
        p.drawLine(QPointF(8, 3), QPointF(8, 7));
        p.drawLine(QPointF(16, 3), QPointF(16, 7));
        p.drawRect(QRectF(13, 13, 4, 4));
        break;
    }
}

class GlyphIconEngine final : public QIconEngine {
public:
    explicit GlyphIconEngine(ActionGlyph glyph) : glyph_(glyph) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        // The palette at paint time: a switch to a dark palette recolours the icons too.
        const QPalette palette = QGuiApplication::palette();
        const QPalette::ColorGroup group = mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        const QPalette::ColorRole role = mode == QIcon::Selected ? QPalette::HighlightedText : QPalette::ButtonText;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal side = std::min(rect.width(), rect.height());
        painter->translate(rect.x() + (rect.width() - side) / 2.0, rect.y() + (rect.height() - side) / 2.0);
        painter->scale(side / 24.0, side / 24.0);
        const qreal stroke = glyph_ == ActionGlyph::AllNotes || glyph_ == ActionGlyph::ClearNotes ? 3.2 : 2.0;
        painter->setPen(QPen(palette.color(group, role), stroke, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        drawGlyph(*painter, glyph_);
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine* clone() const override { return new GlyphIconEngine(glyph_); }

private:
    ActionGlyph glyph_;
};

} // namespace

QIcon drawnActionIcon(ActionGlyph glyph) { return QIcon(new GlyphIconEngine(glyph)); }

QIcon actionIcon(ActionGlyph glyph)
{
    const char* name = themeName(glyph);
    return name == nullptr ? drawnActionIcon(glyph) : QIcon::fromTheme(QString::fromLatin1(name), drawnActionIcon(glyph));
}

} // namespace nonet::ui
