#include "app/shell/menu_layout.h"

#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace nonet::app {
namespace {

struct MenuSpec {
    const char* objectName;
    const char* title;
};
constexpr std::array<MenuSpec, 5> kMenus{{
    {"menuFile", QT_TRANSLATE_NOOP("nonet::app::MenuLayout", "&File")},
    {"menuGame", QT_TRANSLATE_NOOP("nonet::app::MenuLayout", "&Game")},
    {"menuEdit", QT_TRANSLATE_NOOP("nonet::app::MenuLayout", "&Edit")},
    {"menuView", QT_TRANSLATE_NOOP("nonet::app::MenuLayout", "&View")},
    {"menuHelp", QT_TRANSLATE_NOOP("nonet::app::MenuLayout", "&Help")},
}};

// Each place in MenuPlace's order: its menu (an index of kMenus) and whether a separator
// comes before it. A place that starts no section shares the one before it.
struct PlaceSpec {
    int menu;
    bool startsSection;
};
constexpr std::array<PlaceSpec, kMenuPlaceCount> kPlaces{{
    {0, false}, {0, true}, {0, true}, {0, false}, {0, false}, {0, true},          // File
    {1, false}, {1, false}, {1, true}, {1, false}, {1, false}, {1, true},         // Game
    {2, false}, {2, true}, {2, true}, {2, true}, {2, true}, {2, true},            // Edit
    {3, false}, {3, true}, {3, true}, {3, true},                                  // View
    {4, false}, {4, true}, {4, true}, {4, true},                                  // Help
}};

const PlaceSpec& specOf(MenuPlace place) { return kPlaces[static_cast<std::size_t>(place)]; }

} // namespace

MenuLayout::MenuLayout(QMainWindow* window) : QObject(window)
{
    for (const MenuSpec& spec : kMenus) {
        QMenu* menu = window->menuBar()->addMenu(tr(spec.title));
        menu->setObjectName(QString::fromLatin1(spec.objectName));
        menu->menuAction()->setVisible(false); // until something is added: no empty menus
        menus_.push_back(menu);
    }
    // Separators stand from the start; a menu hides those of empty sections itself
    // (QMenu::separatorsCollapsible).
    for (int place = 0; place < kMenuPlaceCount; ++place) {
        const PlaceSpec& spec = kPlaces[static_cast<std::size_t>(place)];
        if (spec.startsSection) menuSlots_[static_cast<std::size_t>(place)].separator = menus_[static_cast<std::size_t>(spec.menu)]->addSeparator();
    }

    toolBar_ = window->addToolBar(tr("Game"));
    toolBar_->setObjectName(QStringLiteral("gameToolBar"));
    for (int place = 1; place < kToolPlaceCount; ++place) {
        Slot& slot = toolSlots_[static_cast<std::size_t>(place)];
        if (static_cast<ToolPlace>(place) == ToolPlace::Clock) {
            // The clock sits at the far end: a spring pushes it there.
            auto* spring = new QWidget(toolBar_);
            spring->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
            slot.separator = toolBar_->addWidget(spring);
        } else {
            slot.separator = toolBar_->addSeparator();
        }
    }
    showToolSeparators();
}

QMenu* MenuLayout::menu(MenuPlace place) const { return menus_[static_cast<std::size_t>(specOf(place).menu)]; }

QAction* MenuLayout::menuInsertionPoint(MenuPlace place) const
{
    const int menu = specOf(place).menu;
    for (int later = static_cast<int>(place) + 1; later < kMenuPlaceCount && kPlaces[static_cast<std::size_t>(later)].menu == menu; ++later) {
        const Slot& slot = menuSlots_[static_cast<std::size_t>(later)];
        if (slot.separator != nullptr) return slot.separator;
        if (!slot.actions.empty()) return slot.actions.front();
    }
    return nullptr; // the end of the menu
}

QAction* MenuLayout::toolInsertionPoint(ToolPlace place) const
{
    for (int later = static_cast<int>(place) + 1; later < kToolPlaceCount; ++later) {
        const Slot& slot = toolSlots_[static_cast<std::size_t>(later)];
        if (slot.separator != nullptr) return slot.separator;
        if (!slot.actions.empty()) return slot.actions.front();
    }
    return nullptr;
}

void MenuLayout::add(MenuPlace place, QAction* action)
{
    QMenu* into = menu(place);
    into->insertAction(menuInsertionPoint(place), action);
    into->menuAction()->setVisible(true);
    menuSlots_[static_cast<std::size_t>(place)].actions.push_back(action);
}

void MenuLayout::add(MenuPlace place, const QList<QAction*>& actions)
{
    for (QAction* action : actions) add(place, action);
}

void MenuLayout::add(MenuPlace place, QMenu* submenu) { add(place, submenu->menuAction()); }

void MenuLayout::add(ToolPlace place, QAction* action)
{
    toolBar_->insertAction(toolInsertionPoint(place), action);
    toolSlots_[static_cast<std::size_t>(place)].actions.push_back(action);
    showToolSeparators();
}

void MenuLayout::add(ToolPlace place, const QList<QAction*>& actions)
{
    for (QAction* action : actions) add(place, action);
}

QAction* MenuLayout::add(ToolPlace place, QWidget* widget)
{
    QAction* action = toolBar_->insertWidget(toolInsertionPoint(place), widget);
    toolSlots_[static_cast<std::size_t>(place)].actions.push_back(action);
    showToolSeparators();
    return action;
}

void MenuLayout::showToolSeparators()
{
    // A toolbar, unlike a menu, shows every separator: only one between two groups that
    // have buttons.
    bool anyBefore = !toolSlots_[0].actions.empty();
    for (int place = 1; place < kToolPlaceCount; ++place) {
        Slot& slot = toolSlots_[static_cast<std::size_t>(place)];
        const bool filled = !slot.actions.empty();
        if (static_cast<ToolPlace>(place) != ToolPlace::Clock) slot.separator->setVisible(filled && anyBefore);
        anyBefore = anyBefore || filled;
    }
}

} // namespace nonet::app
