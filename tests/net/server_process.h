// The real canaan-server binary under QProcess, for the tests of restarts, kill -9 and wss: it
// starts on a free port of 127.0.0.1 and reports the port from its first line.
#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QtTest>

namespace canaan::net::testing {

class ServerProcess {
public:
    ~ServerProcess() { kill(); }

    // Starts the server with `arguments` added; false when it did not say it listens.
    bool start(const QStringList &arguments)
    {
        m_process.setProgram(QStringLiteral(CANAAN_SERVER_BINARY));
        m_process.setArguments(QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--address"),
                                   QStringLiteral("127.0.0.1"), QStringLiteral("--lang"), QStringLiteral("en")}
            + arguments);
        m_process.start();
        if (!m_process.waitForStarted(10000))
            return false;
        QByteArray line;
        while (!line.contains('\n')) {
            if (!m_process.waitForReadyRead(10000))
                return false;
            line += m_process.readAllStandardOutput();
        }
        const QRegularExpressionMatch number = QRegularExpression(QStringLiteral("(\\d+)")).match(QString::fromUtf8(line));
        port = number.hasMatch() ? quint16(number.captured(1).toUInt()) : 0;
        firstLine = QString::fromUtf8(line).trimmed();
        return port != 0;
    }

    // SIGKILL: no chance to write anything more.
    void kill()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(10000);
        }
    }

    QProcess &process() { return m_process; }
    quint16 port = 0;
    QString firstLine;

private:
    QProcess m_process;
};

} // namespace canaan::net::testing
