#pragma once
// The folder the player last used for a file of a game (Save to File, Open File, Export's
// Save to File), so that the next one opens there; Documents before the first.

#include <QString>

namespace nonet::app {

class FileFolder {
public:
    // The remembered folder while it exists, else Documents.
    static QString current();
    // The folder of `filePath`.
    static void remember(const QString& filePath);
};

} // namespace nonet::app
