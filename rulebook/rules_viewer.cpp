#include "rulebook/rules_viewer.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace canaan::rulebook {

namespace {

const QString kGeometryKey = QStringLiteral("rules/geometry");
const QString kSplitterKey = QStringLiteral("rules/splitter");
constexpr int kAnchorRole = Qt::UserRole;

} // namespace

QString uiRulesLanguage()
{
    return QLocale().language() == QLocale::Korean ? QStringLiteral("ko") : QStringLiteral("en");
}

RulesViewer::RulesViewer(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("rulesViewer"));
    buildUi();
    retranslate();
    m_language = uiRulesLanguage();
    load(QString());

    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(900, 700);
    m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
}

RulesViewer::~RulesViewer() = default;

void RulesViewer::buildUi()
{
    m_rulesetLabel = new QLabel(this);
    m_rulesetBox = new QComboBox(this);
    m_rulesetBox->addItem(QString(), int(Ruleset::Canaan));
    m_rulesetBox->addItem(QString(), int(Ruleset::Classic));
    m_rulesetBox->addItem(QString(), int(Ruleset::Conquest));
    m_rulesetLabel->setBuddy(m_rulesetBox);
    connect(m_rulesetBox, &QComboBox::activated, this,
            [this](int index) { setRuleset(Ruleset(m_rulesetBox->itemData(index).toInt())); });

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("rulesSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(220);
    connect(m_search, &QLineEdit::textChanged, this, &RulesViewer::searchChanged);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        // Shift+Enter goes back, as in most find bars.
        if (QGuiApplication::keyboardModifiers() & Qt::ShiftModifier)
            findPrevious();
        else
            findNext();
    });

    m_previous = new QToolButton(this);
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setAutoRaise(true);
    connect(m_previous, &QToolButton::clicked, this, &RulesViewer::findPrevious);
    m_next = new QToolButton(this);
    m_next->setArrowType(Qt::DownArrow);
    m_next->setAutoRaise(true);
    connect(m_next, &QToolButton::clicked, this, &RulesViewer::findNext);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("rulesSearchStatus"));
    m_status->setMinimumWidth(160);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_rulesetLabel);
    bar->addWidget(m_rulesetBox);
    bar->addStretch(1);
    bar->addWidget(m_search);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    bar->addWidget(m_status);

    m_contents = new QTreeWidget(this);
    m_contents->setObjectName(QStringLiteral("rulesContents"));
    m_contents->setColumnCount(1);
    m_contents->header()->hide();
    m_contents->setUniformRowHeights(true);
    connect(m_contents, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        showAnchor(item->data(0, kAnchorRole).toString());
    });
    connect(m_contents, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showAnchor(item->data(0, kAnchorRole).toString());
    });

    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenLinks(false);
    m_browser->setSearchPaths({QStringLiteral(":/rules")});
    m_browser->document()->setDocumentMargin(16);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &RulesViewer::openLink);
    connect(m_browser->verticalScrollBar(), &QScrollBar::valueChanged, this, &RulesViewer::syncContents);

    m_splitter = new QSplitter(this);
    m_splitter->addWidget(m_contents);
    m_splitter->addWidget(m_browser);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({240, 660});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_splitter, 1);

    // Shortcuts of a find bar: Ctrl+F to search, F3 / Shift+F3 to step, Escape to clear.
    auto *focusSearch = new QAction(this);
    focusSearch->setShortcuts(QKeySequence::Find);
    connect(focusSearch, &QAction::triggered, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    auto *next = new QAction(this);
    next->setShortcuts(QKeySequence::FindNext);
    connect(next, &QAction::triggered, this, &RulesViewer::findNext);
    auto *previous = new QAction(this);
    previous->setShortcuts(QKeySequence::FindPrevious);
    connect(previous, &QAction::triggered, this, &RulesViewer::findPrevious);
    auto *clear = new QAction(this);
    clear->setShortcut(Qt::Key_Escape);
    connect(clear, &QAction::triggered, this, [this] {
        if (m_search->text().isEmpty())
            close();
        else
            m_search->clear();
    });
    auto *close = new QAction(this);
    close->setShortcuts(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addActions({focusSearch, next, previous, clear, close});
}

void RulesViewer::retranslate()
{
    setWindowTitle(tr("Rules of Canaan"));
    m_rulesetLabel->setText(tr("&Rules:"));
    m_rulesetBox->setItemText(0, tr("Settlers of Canaan"));
    m_rulesetBox->setItemText(1, tr("Classic (base game)"));
    //: The second game, the card-and-dice game (가나안 정복 in the glossary).
    m_rulesetBox->setItemText(2, tr("Conquest"));
    m_search->setPlaceholderText(tr("Search the rules (Ctrl+F)"));
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next->setToolTip(tr("Next match (F3)"));
    m_status->setText(searchStatus());
}

void RulesViewer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The translator's language becomes QLocale's default only after it is installed: look once
        // the change is complete.
        QTimer::singleShot(0, this, [this] { setLanguage(uiRulesLanguage()); });
    }
    QWidget::changeEvent(event);
}

void RulesViewer::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kSplitterKey, m_splitter->saveState());
    QWidget::closeEvent(event);
}

void RulesViewer::setLanguage(const QString &language)
{
    const QString wanted = language == QLatin1String("ko") ? QStringLiteral("ko") : QStringLiteral("en");
    if (wanted == m_language)
        return;
    const QString place = currentAnchor();
    m_language = wanted;
    load(place);
}

void RulesViewer::setRuleset(Ruleset ruleset)
{
    if (ruleset == m_ruleset)
        return;
    m_ruleset = ruleset;
    load(QString());
}

bool RulesViewer::showAnchor(const QString &anchor)
{
    if (anchor.isEmpty())
        return false;
    if (rulesetForAnchor(anchor) != m_ruleset) {
        // Look before leaving: an unknown anchor keeps the reader where he was.
        QTextDocument other;
        other.setMarkdown(readRules(rulesResource(rulesetForAnchor(anchor), m_language)));
        if (anchorPosition(other, anchor) < 0)
            return false;
        m_ruleset = rulesetForAnchor(anchor);
        load(QString());
    }
    const int position = anchorPosition(*m_browser->document(), anchor);
    if (position < 0)
        return false;
    // Put the heading at the top of the view (scrollToAnchor alone only makes it visible at the end).
    const QTextBlock block = m_browser->document()->findBlock(position);
    const QRectF rect = m_browser->document()->documentLayout()->blockBoundingRect(block);
    m_browser->verticalScrollBar()->setValue(int(rect.top()));
    QTextCursor cursor(block);
    m_browser->setTextCursor(cursor);
    m_shownAnchor = anchor;
    syncContents();
    return true;
}

QString RulesViewer::currentAnchor() const
{
    // A hidden browser has no scroll range yet: the place is the one last asked for.
    if (!m_browser->isVisible())
        return m_shownAnchor;
    const int top = m_browser->verticalScrollBar()->value();
    QString anchor;
    for (const Heading &heading : m_headings) {
        const QTextBlock block = m_browser->document()->findBlock(heading.position);
        const QRectF rect = m_browser->document()->documentLayout()->blockBoundingRect(block);
        if (rect.top() > top + 2)
            break;
        if (!heading.anchor.isEmpty())
            anchor = heading.anchor;
    }
    return anchor;
}

void RulesViewer::load(const QString &anchor)
{
    const QString resource = rulesResource(m_ruleset, m_language);
    QString text = readRules(resource);
    if (text.isEmpty())
        text = tr("The rules text %1 is missing from this build.").arg(resource);
    m_browser->setMarkdown(text);
    m_shownAnchor.clear();
    m_rulesetBox->setCurrentIndex(m_rulesetBox->findData(int(m_ruleset)));
    fillContents();
    // The search runs again on the new text, from the place shown.
    searchChanged();
    if (!anchor.isEmpty())
        showAnchor(anchor);
    else
        m_browser->verticalScrollBar()->setValue(0);
}

void RulesViewer::fillContents()
{
    m_headings = headings(*m_browser->document());
    m_contents->clear();
    QList<QTreeWidgetItem *> parents;  // the last item at each level
    for (const Heading &heading : m_headings) {
        // The document title (#) is the window's; the contents start at the sections (##).
        if (heading.level < 2)
            continue;
        const int depth = heading.level - 2;
        auto *item = depth == 0 || parents.size() < depth ? new QTreeWidgetItem(m_contents)
                                                          : new QTreeWidgetItem(parents[depth - 1]);
        item->setText(0, heading.title);
        item->setToolTip(0, heading.title);
        item->setData(0, kAnchorRole, heading.anchor);
        parents.resize(depth);
        parents.append(item);
    }
    m_contents->expandToDepth(0);
}

void RulesViewer::syncContents()
{
    const QString anchor = currentAnchor();
    for (QTreeWidgetItemIterator it(m_contents); *it; ++it) {
        if ((*it)->data(0, kAnchorRole).toString() == anchor) {
            const QSignalBlocker blocker(m_contents);
            m_contents->setCurrentItem(*it);
            return;
        }
    }
}

void RulesViewer::openLink(const QUrl &url)
{
    const QString fragment = url.fragment();
    if (url.scheme().startsWith(QLatin1String("http")) || url.scheme() == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
        return;
    }
    Ruleset target = m_ruleset;
    if (!url.path().isEmpty() && rulesetForFile(url.path(), &target)) {
        // A link to the other file, whatever language it names: show it in the UI's language.
        if (target != m_ruleset) {
            m_ruleset = target;
            load(fragment);
            return;
        }
    }
    if (!fragment.isEmpty())
        showAnchor(fragment);
}

void RulesViewer::searchChanged()
{
    m_finder.search(*m_browser->document(), m_search->text());
    m_noMatch = !m_finder.text().isEmpty() && m_finder.matches().isEmpty();
    // Start at the place being read, so that typing does not jump back to the top.
    const int top = m_browser->cursorForPosition(QPoint(0, 0)).position();
    if (!m_finder.matches().isEmpty())
        m_finder.step(top, true);
    showSearchResult();
}

void RulesViewer::findNext() { find(true); }
void RulesViewer::findPrevious() { find(false); }

void RulesViewer::find(bool forward)
{
    if (m_finder.text() != m_search->text().simplified())
        m_finder.search(*m_browser->document(), m_search->text());
    if (m_finder.text().isEmpty()) {
        m_search->setFocus();
        return;
    }
    const int current = m_finder.current();
    int position = m_browser->textCursor().position();
    if (current >= 0)
        position = m_finder.matches()[current].selectionStart() + (forward ? 1 : 0);
    m_finder.step(position, forward);
    showSearchResult();
}

void RulesViewer::showSearchResult()
{
    QList<QTextEdit::ExtraSelection> selections;
    QTextCharFormat all;
    all.setBackground(QColor(255, 236, 140));
    QTextCharFormat current;
    current.setBackground(QColor(255, 150, 50));
    for (int i = 0; i < m_finder.matches().size(); ++i)
        selections.append({m_finder.matches()[i], i == m_finder.current() ? current : all});
    m_browser->setExtraSelections(selections);
    if (m_finder.current() >= 0) {
        QTextCursor cursor = m_finder.matches()[m_finder.current()];
        cursor.clearSelection();
        m_browser->setTextCursor(cursor);
        m_browser->ensureCursorVisible();
    }
    m_noMatch = !m_finder.text().isEmpty() && m_finder.matches().isEmpty();
    // A red field says "nothing found" at a glance; the label says it in words.
    m_search->setStyleSheet(m_noMatch ? QStringLiteral("QLineEdit { background: #ffd6d6; }") : QString());
    m_previous->setEnabled(!m_finder.matches().isEmpty());
    m_next->setEnabled(!m_finder.matches().isEmpty());
    m_status->setText(searchStatus());
}

QString RulesViewer::searchStatus() const
{
    if (m_finder.text().isEmpty())
        return {};
    if (m_finder.matches().isEmpty())
        return tr("No match for “%1”").arg(m_finder.text());
    return tr("Match %1 of %2").arg(m_finder.current() + 1).arg(m_finder.matches().size());
}

} // namespace canaan::rulebook
