#include "app/diagnostics/test_driver.h"

#include "app/session/game_session.h"
#include "core/notation/grid_line.h"

#include <QCoreApplication>

#include <cstdio>

namespace nonet::app {
namespace {

QByteArray valuesText(const GameState& state) { return QByteArray::fromStdString(formatGridLine(state.values().toClassic())); }

} // namespace

TestDriver::TestDriver(GameSession* session, QObject* parent) : QObject(parent), session_(session)
{
    connect(&timer_, &QTimer::timeout, this, &TestDriver::playOne);
}

void TestDriver::startPlaying(int intervalMs)
{
    session_->setPaused(false); // a resumed game starts paused
    timer_.start(intervalMs);
}

void TestDriver::playOne()
{
    const GameState& state = session_->state();
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (state.value(cell) != 0) continue;
        if (!session_->setValue(cell, state.solution().at(cell))) break;
        std::printf("played %d %s elapsed=%lld\n", ++played_, valuesText(session_->state()).constData(),
                    static_cast<long long>(session_->elapsed()));
        std::fflush(stdout);
        return;
    }
    timer_.stop(); // solved, or nothing accepted the move
}

void TestDriver::reportAndQuit()
{
    std::printf("state %s paused=%d moves=%d elapsed=%lld\n", valuesText(session_->state()).constData(), session_->isPaused() ? 1 : 0,
                session_->undoStack()->index(), static_cast<long long>(session_->elapsed()));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

} // namespace nonet::app
