// R20-R22: the person's development cards, each with what it does; the playable ones enabled. The
// arguments a card needs are chosen here: a resource (Korah's Rebellion), two resources (Plentiful
// Lands), a victim (Gibeonite Trickery) or an intersection of the board (Improvements, Bountiful
// Harvest, Caleb's Blessing: listed by the hexes around it, and announced with spotShown() so the
// window can point at it).
#pragma once

#include "app/settlers_table/dialogs/basic_decision_dialog.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QStackedWidget;

namespace canaan::settlerstable {

class ResourcePicker;

class PlayCardDialog : public BasicDecisionDialog {
    Q_OBJECT
public:
    PlayCardDialog(const DecisionContext &ctx, QWidget *parent);
    QList<settlers::Action> chosenActions() const override;

    QListWidget *cards() const { return m_cards; } // item data: the DevCard
    bool selectCard(settlers::DevCard card);                   // false when the person holds none
    ResourcePicker *firstResource() const { return m_first; }
    ResourcePicker *secondResource() const { return m_second; }
    QComboBox *spot() const { return m_spot; }       // item data: the vertex
    QButtonGroup *victims() const { return m_victims; } // button id: the seat

signals:
    // The intersection now chosen for a card played on the board (for the window to highlight).
    void spotShown(int vertex);

protected:
    void retranslateUi() override;
    QString blockedReason() const override;
    QString okText() const override;

private:
    enum Page { NoArgument, Resources, Spot, Victim };
    int selectedCard() const;
    std::vector<settlers::Action> legalFor(int card) const;
    QString whyNotPlayable(int card) const;
    void showArguments();
    void updatePickers();

    QListWidget *m_cards;
    QLabel *m_argumentLabel;
    QStackedWidget *m_arguments;
    ResourcePicker *m_first;
    QLabel *m_secondLabel;
    ResourcePicker *m_second;
    QComboBox *m_spot;
    QWidget *m_victimPage;
    QButtonGroup *m_victims;
};

} // namespace canaan::settlerstable
