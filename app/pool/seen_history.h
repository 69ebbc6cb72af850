#pragma once
// The puzzles the player has started, imported or opened from a link, by canonical form
// (core/canonical_form.h): a relabelled, turned or mirrored copy counts as seen too.
//
//   "seen": [ "<81 digits of the canonical form>", ... ]   (oldest first)

#include "core/canonical_form.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <set>
#include <vector>

namespace nonet::app {

class SeenHistory {
public:
    struct Parsed;

    bool contains(const CanonicalForm& form) const { return forms_.contains(form); }
    // False when it was there already.
    bool insert(const CanonicalForm& form);
    int size() const { return static_cast<int>(order_.size()); }

    QJsonObject toJson() const;
    static Parsed fromJson(const QJsonObject& object);

private:
    std::set<CanonicalForm> forms_;
    std::vector<CanonicalForm> order_; // insertion order, so the file reads as a history
};

struct SeenHistory::Parsed {
    std::optional<SeenHistory> history;
    QString error;
};

} // namespace nonet::app
