// SIGTERM (systemctl stop, apt-get remove) and SIGINT (Ctrl+C) turned into a Qt signal, so that the
// server leaves its event loop and writes every table before it exits instead of dying at once.
// The handler only writes the signal's number to a socket pair (what a handler may do); a
// QSocketNotifier reads it in the event loop (Qt's "Calling Qt Functions From Unix Signal Handlers").
#pragma once

#include <QObject>

class QSocketNotifier;

namespace canaan::server {

class StopSignals : public QObject {
    Q_OBJECT
public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

    // Installs the handlers; false with the system's reason when it could not.
    bool install(QString *problem);

signals:
    // "SIGTERM" or "SIGINT".
    void stopRequested(const QString &signalName);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace canaan::server
