#include "tests/pictures/sample_pictures.h"

#include "app/paper/board_painter.h"
#include "app/paper/puzzle_sheet.h"
#include "core/generator/shape_generator.h"
#include "core/notation/grid_line.h"
#include "tests/pictures/foreign_board.h"
#include "tests/pictures/phone_camera.h"

#include <QBuffer>
#include <QFile>
#include <QFont>
#include <QPainter>

namespace nonet::testing {
namespace {

BoardLook lookFor(int i)
{
    const QStringList fonts = SamplePictures::fontFiles();
    BoardLook look;
    look.fontFile = fonts[i % fonts.size()];
    look.dark = i % 3 == 2;
    look.thinLine = 1 + (i % 2);
    look.thickLine = i % 5 == 1 ? look.thinLine : 2 + (i % 4);
    look.outerBorder = i % 7 != 3;
    look.digitShare = 0.5 + 0.05 * (i % 5);
    look.shadeSelection = i % 4 == 1;
    return look;
}

} // namespace

QStringList SamplePictures::fontFiles()
{
    const QString root = QStringLiteral("/usr/share/fonts/truetype/");
    QStringList files;
    for (const char* name : {"dejavu/DejaVuSans.ttf", "liberation2/LiberationSerif-Regular.ttf", "freefont/FreeMono.ttf",
                             "dejavu/DejaVuSansMono-Bold.ttf", "liberation2/LiberationSans-Bold.ttf", "freefont/FreeSans.ttf",
                             "dejavu/DejaVuSerif.ttf", "liberation2/LiberationMono-Regular.ttf", "freefont/FreeSerifBold.ttf",
                             // Not among the classifier's training fonts:
                             "dejavu/DejaVuSerifCondensed-Bold.ttf", "liberation2/LiberationSans-Italic.ttf",
                             "freefont/FreeSerifItalic.ttf", "dejavu/DejaVuSansMono-Oblique.ttf", "liberation2/LiberationMono-Italic.ttf"})
        files << root + QLatin1String(name);
    return files;
}

std::vector<Grid> SamplePictures::puzzles(int count)
{
    std::vector<Grid> grids;
    QFile file(QStringLiteral(NONET_SOURCE_DIR "/resources/puzzles/bundled.txt"));
    if (!file.open(QIODevice::ReadOnly)) return grids;
    std::vector<Grid> all;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 2) continue;
        if (const auto grid = parseGridLine(fields[1].toStdString())) all.push_back(*grid);
    }
    // Every level: spread over the list.
    for (int i = 0; i < count && !all.empty(); ++i) grids.push_back(all[static_cast<std::size_t>(i * 37) % all.size()]);
    return grids;
}

std::vector<SamplePicture> SamplePictures::screenshots(int count)
{
    std::vector<SamplePicture> pictures;
    const std::vector<Grid> grids = puzzles(count);
    for (int i = 0; i < static_cast<int>(grids.size()); ++i) {
        const Grid& givens = grids[static_cast<std::size_t>(i)];
        const int side = 220 + (i * 53) % 380;
        const int margin = 8 + (i * 17) % 50;
        QImage image;
        QString name;
        if (i % 6 == 5) {
            image = QImage(side + 2 * margin, side + 2 * margin, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            app::BoardPainter::paint(painter, QRectF(margin, margin, side, side), app::PaperBoard::blank(givens));
            name = QStringLiteral("nonet-paper-%1px").arg(side);
        } else {
            const BoardLook look = lookFor(i);
            image = ForeignBoard::paint(givens, look, side, margin);
            name = QStringLiteral("%1-%2-%3px").arg(look.fontFile.section(QLatin1Char('/'), -1).section(QLatin1Char('.'), 0, 0),
                                                    look.dark ? QStringLiteral("dark") : QStringLiteral("light"))
                       .arg(side);
        }
        pictures.push_back({QStringLiteral("screenshot-%1-%2").arg(i, 2, 10, QLatin1Char('0')).arg(name), SamplePictures::encoded(image, "PNG"), givens, false, {}});
    }
    return pictures;
}

std::vector<SamplePicture> SamplePictures::photos(int count)
{
    std::vector<SamplePicture> pictures;
    const std::vector<Grid> grids = puzzles(count + 7);
    for (int i = 0; i < count; ++i) {
        const Grid& givens = grids[static_cast<std::size_t>(i + 7)];
        QImage page;
        QString name;
        if (i % 2 == 0) {
            // Nonet's printed page at about 90 dots per inch.
            page = QImage(760, 980, QImage::Format_RGB32);
            page.fill(Qt::white);
            QPainter painter(&page);
            painter.setRenderHint(QPainter::Antialiasing);
            app::SheetContent content{app::PaperBoard::blank(givens), QStringLiteral("Nonet \u00b7 Medium"),
                                      {QString::fromStdString(std::string(81, '.'))}};
            app::PuzzleSheet::paint(painter, QRectF(40, 40, 680, 900), content);
            name = QStringLiteral("nonet-page");
        } else {
            BoardLook look = lookFor(i);
            look.dark = false;
            page = ForeignBoard::paint(givens, look, 620, 80);
            name = look.fontFile.section(QLatin1Char('/'), -1).section(QLatin1Char('.'), 0, 0);
        }
        PhoneShot shot;
        if (i % 3 == 1) {
            shot.shadow = 0.55;
            name += QStringLiteral("-shadow");
        }
        pictures.push_back({QStringLiteral("photo-%1-%2").arg(i, 2, 10, QLatin1Char('0')).arg(name),
                            PhoneCamera::photograph(page, 1000U + static_cast<std::uint32_t>(i), shot), givens, true, {}});
    }
    return pictures;
}

std::vector<SamplePicture> SamplePictures::pages(int count)
{
    std::vector<SamplePicture> pictures;
    const std::vector<Grid> grids = puzzles(count + 200);
    for (int i = 0; i < count; ++i) {
        const Grid& givens = grids[static_cast<std::size_t>(i + 200)];
        BoardLook look = lookFor(i + 3);
        look.dark = false;
        look.shadeSelection = false;
        // 150 to 300 dots per inch: a printed board of 9 cm is 530 to 1060 pixels; kept
        // under the decoder's side.
        const int side = 420 + (i * 47) % 380;
        const QImage board = ForeignBoard::paint(givens, look, side, 0);
        QImage page(side * 13 / 10, side * 16 / 10, QImage::Format_RGB32);
        page.fill(QColor(0xf2, 0xf0, 0xea));
        QPainter painter(&page);
        painter.setRenderHint(QPainter::Antialiasing);
        QFont font(QStringLiteral("DejaVu Serif"));
        font.setPixelSize(std::max(9, side / 30));
        painter.setFont(font);
        painter.setPen(QColor(0x30, 0x30, 0x30));
        const int left = side * 15 / 100;
        painter.drawText(left, side * 8 / 100, QStringLiteral("Puzzle %1 — fill every row, column and box with 1 to 9").arg(i + 1));
        painter.drawImage(left, side * 12 / 100, board);
        for (int line = 0; line < 6; ++line)
            painter.drawText(left, side * 12 / 100 + side + (line + 2) * font.pixelSize() * 3 / 2,
                             QStringLiteral("Solution on page %1. Yesterday's answers below; more puzzles inside, every day.").arg(40 + line));
        painter.end();
        PhoneShot flat;
        flat.maxTurn = 1.5;
        flat.perspective = 0.004;
        flat.leastBlur = 0.3;
        flat.blur = 0.8;
        flat.noise = 4;
        flat.gradient = 0.08;
        flat.jpegQuality = 80;
        const QString name = look.fontFile.section(QLatin1Char('/'), -1).section(QLatin1Char('.'), 0, 0);
        pictures.push_back({QStringLiteral("page-%1-%2-%3px").arg(i, 2, 10, QLatin1Char('0')).arg(name).arg(side),
                            PhoneCamera::photograph(page, 3000U + static_cast<std::uint32_t>(i), flat), givens, true, {}});
    }
    return pictures;
}

std::vector<SamplePicture> SamplePictures::unreadable(int count)
{
    std::vector<SamplePicture> pictures;
    const std::vector<Grid> grids = puzzles(count + 300);
    for (int i = 0; i < count; ++i) {
        const Grid& givens = grids[static_cast<std::size_t>(i + 300)];
        BoardLook look = lookFor(i);
        look.dark = false;
        // A grid 4 to 5 cm across on a page photographed whole from a metre away: its
        // cells 14 to 19 pixels, its digits 7 to 11, then blurred by 1.6 to 2.6 pixels.
        const int side = 130 + (i * 13) % 45;
        QImage page(900, 1160, QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        painter.drawImage(page.width() / 2 - side / 2, page.height() / 3, ForeignBoard::paint(givens, look, side, 0));
        painter.end();
        PhoneShot far;
        far.leastBlur = 1.6;
        far.blur = 2.6;
        const QString name = look.fontFile.section(QLatin1Char('/'), -1).section(QLatin1Char('.'), 0, 0);
        pictures.push_back({QStringLiteral("unreadable-%1-%2-%3px%4").arg(i, 2, 10, QLatin1Char('0')).arg(name).arg(side).arg(look.outerBorder ? QString() : QStringLiteral("-borderless")),
                            PhoneCamera::photograph(page, 4000U + static_cast<std::uint32_t>(i), far), givens, true, {}});
    }
    return pictures;
}

std::vector<SamplePicture> SamplePictures::notPuzzles(int count)
{
    std::vector<SamplePicture> pictures;
    const Grid empty;
    for (int i = 0; i < count; ++i) {
        const bool photo = i % 2 == 1;
        QImage image;
        QString name;
        switch (i % 5) {
        case 0:
        case 3: {
            BoardLook look = lookFor(i);
            look.dark = look.dark && !photo;
            image = ForeignBoard::paint(empty, look, 300 + 37 * i, 20 + 5 * i);
            name = QStringLiteral("empty-grid");
            break;
        }
        case 1: {
            image = QImage(460, 460, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            app::BoardPainter::paint(painter, QRectF(20, 20, 420, 420), app::PaperBoard::blank(empty));
            name = QStringLiteral("empty-nonet-paper");
            break;
        }
        default:
            image = ForeignBoard::paintCrossword(i % 5 == 2 ? 15 : 9 + 2 * (i % 3), 6000U + static_cast<unsigned>(i), 420 + 20 * i, 30);
            name = QStringLiteral("crossword");
            break;
        }
        pictures.push_back({QStringLiteral("not-a-puzzle-%1-%2-%3").arg(i, 2, 10, QLatin1Char('0')).arg(name, photo ? QStringLiteral("photo") : QStringLiteral("screenshot")),
                            photo ? PhoneCamera::photograph(image, 6500U + static_cast<std::uint32_t>(i)) : SamplePictures::encoded(image, "PNG"), empty, photo, {}});
    }
    return pictures;
}

std::vector<SamplePicture> SamplePictures::jigsaws(int count)
{
    std::vector<SamplePicture> pictures;
    for (int i = 0; i < count; ++i) {
        std::mt19937_64 rng(7000U + static_cast<unsigned>(i));
        const auto puzzle = generateShaped(Variant::Jigsaw, Level::Easy, Symmetry::None, rng);
        if (!puzzle) break;
        BoardLook look = lookFor(i);
        look.dark = i % 4 == 3;
        look.outerBorder = true;
        look.thickLine = 3 + i % 2;
        look.thinLine = 1;
        look.regions.assign(puzzle->givens.shape().regions().begin(), puzzle->givens.shape().regions().end());
        const Grid givens = puzzle->givens.toClassic();
        const bool photo = i % 2 == 1;
        const QImage board = ForeignBoard::paint(givens, look, photo ? 620 : 300 + 40 * i, photo ? 80 : 20);
        const QString name = QStringLiteral("jigsaw-%1-%2").arg(i, 2, 10, QLatin1Char('0')).arg(photo ? QStringLiteral("photo") : QStringLiteral("screenshot"));
        pictures.push_back({name, photo ? PhoneCamera::photograph(board, 5000U + static_cast<std::uint32_t>(i)) : SamplePictures::encoded(board, "PNG"), givens, photo,
                            look.regions});
    }
    return pictures;
}

QByteArray SamplePictures::encoded(const QImage& image, const char* format)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return bytes;
}

} // namespace nonet::testing
