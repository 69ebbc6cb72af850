// `nonet --demo-variant NAME` (app/diagnostics/demo_variant_game.h), the README's pictures of
// the variants: every variant gets a game in progress, the same one every time, with
// entries, notes, exactly one value that repeats a peer, and a selected cell that holds a
// value; the classic grid (whose demo is --demo-state) gets none.

#include "app/diagnostics/demo_variant_game.h"

#include <QTest>

#include <string>

using namespace nonet;
using namespace nonet::app;

class TestDemoVariant : public QObject {
    Q_OBJECT
private slots:
    void eachVariant_data()
    {
        QTest::addColumn<int>("variant");
        for (const Variant variant : kAllVariants)
            if (variant != Variant::Classic) QTest::newRow(std::string(variantKey(variant)).c_str()) << int(variant);
    }
    void eachVariant()
    {
        QFETCH(int, variant);
        const std::optional<ShapeGame> game = demoVariantGame(Variant(variant));
        QVERIFY(game.has_value());
        QCOMPARE(game->variant(), Variant(variant));
        const std::optional<ShapeGame> again = demoVariantGame(Variant(variant));
        QVERIFY(again->puzzle().givens == game->puzzle().givens);
        QVERIFY(again->values() == game->values());
        int givens = 0, entries = 0, noted = 0;
        for (int cell = 0; cell < game->cellCount(); ++cell) {
            if (game->isGiven(cell)) ++givens;
            else if (game->value(cell) != 0) ++entries;
            else if (!game->notes(cell).empty()) ++noted;
            QCOMPARE(game->notes(cell), again->notes(cell));
        }
        QVERIFY(entries > 0);
        QVERIFY(noted > 0);
        QCOMPARE(game->conflicts().count(), 2); // the mistake and the peer it repeats
        QCOMPARE(game->wrongEntries().count(), 1);
        const int selected = demoVariantSelectedCell(*game);
        QVERIFY(selected >= 0 && selected < game->cellCount());
        QVERIFY(game->value(selected) != 0);
    }
    void notForTheClassicGrid() { QVERIFY(!demoVariantGame(Variant::Classic).has_value()); }
};

QTEST_MAIN(TestDemoVariant)
#include "test_demo_variant.moc"
