// The rules reference window: the project's rules text (resources/rules/*.md) in the UI's language,
// with a table of contents, the Canaan / Classic / Conquest choice and a search field. It follows language
// changes at run time, keeping the section the reader is in.
#pragma once

#include "rulebook/rules_search.h"
#include "rulebook/rules_source.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTextBrowser;
class QToolButton;
class QTreeWidget;
class QUrl;

namespace canaan::rulebook {

class RulesViewer : public QWidget {
    Q_OBJECT
public:
    explicit RulesViewer(QWidget *parent = nullptr);
    ~RulesViewer() override;

    // Shows the section with this anchor, switching to the ruleset whose file holds it.
    // Returns false (and stays where it is) for an unknown anchor.
    bool showAnchor(const QString &anchor);
    void setRuleset(Ruleset ruleset);
    Ruleset ruleset() const { return m_ruleset; }
    // "en" or "ko": the language of the text shown.
    QString language() const { return m_language; }
    // Reloads the text in `language` ("en"/"ko"), keeping the section in view. Called on LanguageChange
    // with the UI's language; public so that tests can switch without installing a translator.
    void setLanguage(const QString &language);

    // The anchor of the section at the top of the view.
    QString currentAnchor() const;
    QTextBrowser *browser() const { return m_browser; }
    QLineEdit *searchField() const { return m_search; }
    // What the search reports ("3 of 12", "No match …"); empty without a search.
    QString searchStatus() const;
    const RulesSearch &search() const { return m_finder; }

public slots:
    void findNext();
    void findPrevious();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildUi();
    void retranslate();
    void load(const QString &anchor);
    void fillContents();
    void syncContents();
    void searchChanged();
    void find(bool forward);
    void showSearchResult();
    void openLink(const QUrl &url);

    QComboBox *m_rulesetBox = nullptr;
    QLabel *m_rulesetLabel = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QLabel *m_status = nullptr;
    QSplitter *m_splitter = nullptr;
    QTreeWidget *m_contents = nullptr;
    QTextBrowser *m_browser = nullptr;

    Ruleset m_ruleset = Ruleset::Canaan;
    QString m_language;
    QList<Heading> m_headings;
    RulesSearch m_finder;
    bool m_noMatch = false;
    QString m_shownAnchor;
};

// The language of the UI as rules files name it: "ko" for Korean, otherwise "en".
QString uiRulesLanguage();

} // namespace canaan::rulebook
