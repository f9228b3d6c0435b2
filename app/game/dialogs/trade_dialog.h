// Trade during the person's turn. "With players" (R10): what he gives and what he asks for, offered
// to one player or to all, enabled when the engine accepts the offer. "With the bank" (R11): one
// resource for another at his best rate (harbors, King's Blessing, Caravan), shown on each button,
// as many times as he likes.
#pragma once

#include "basic_decision_dialog.h"

#include <optional>

class QComboBox;
class QLabel;
class QSpinBox;
class QTabWidget;

namespace canaan::game {

class ResourceCountEditor;
class ResourcePicker;

class TradeDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    enum Tab { Domestic, Maritime };
    TradeDialog(const DecisionContext &ctx, QWidget *parent);
    QList<Action> chosenActions() const override;

    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *target() const { return m_target; }       // item data: seat or kNoId for all
    ResourceCountEditor *gives() const { return m_give; }
    ResourceCountEditor *receives() const { return m_receive; }
    ResourcePicker *bankGives() const { return m_bankGive; }
    ResourcePicker *bankReceives() const { return m_bankReceive; }
    QSpinBox *bankCount() const { return m_bankCount; }

    // Whether either kind of trade is possible now (else the window offers no trade dialog).
    static bool domesticOpen(const DecisionContext &ctx);
    static bool maritimeOpen(const DecisionContext &ctx);

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    QWidget *buildDomestic();
    QWidget *buildMaritime();
    void updateMaritime();
    std::optional<Action> offer() const; // the domestic offer as chosen, legal or not
    QList<Action> maritimeTrades() const;
    QString domesticProblem() const;
    QString maritimeProblem() const;
    void onChange();

    QTabWidget *m_tabs;
    QComboBox *m_target = nullptr;
    QLabel *m_targetLabel = nullptr;
    ResourceCountEditor *m_give = nullptr;
    ResourceCountEditor *m_receive = nullptr;
    QLabel *m_domesticSummary = nullptr;
    QLabel *m_bankGiveLabel = nullptr;
    QLabel *m_bankReceiveLabel = nullptr;
    QLabel *m_bankCountLabel = nullptr;
    ResourcePicker *m_bankGive = nullptr;
    ResourcePicker *m_bankReceive = nullptr;
    QSpinBox *m_bankCount = nullptr;
    QLabel *m_maritimeSummary = nullptr;
};

} // namespace canaan::game
