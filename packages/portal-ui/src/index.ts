// The public API of @chamados/portal-ui: presentational components (props in, callbacks out) and
// the message catalog. Styles are one stylesheet: import '@chamados/portal-ui/styles.css' once.
export { messages } from './messages/pt-BR';
export { t, LOCALE } from './messages/t';
export { Anchor } from './components/link/link-component';
export { AppLayout } from './components/app-layout/app-layout';
export { TopBar } from './components/top-bar/top-bar';
export { navEntries, isCurrentEntry } from './components/top-bar/nav-entries';
export { Footer } from './components/footer/footer';
export { HomeHero } from './components/home-hero/home-hero';
export { VersionBadge } from './components/version-badge/version-badge';
export { ErrorPage } from './components/error-page/error-page';
export { LoadingIndicator } from './components/loading-indicator/loading-indicator';
export { Logo } from './components/logo/logo';
export { Button, IconButton, buttonClass } from './components/button/button';
export { Icon, iconNames } from './components/icon/icon';
export { Dialog } from './components/dialog/dialog';
export { ConfirmDialog } from './components/dialog/confirm-dialog';
export { FieldShell } from './components/field-shell/field-shell';
export { truncate } from './lib/truncate';
export { formatFileSize } from './lib/format-file-size';
export { formatDateTime } from './lib/format-date-time';
// walk screens (attendance)
export { AttendanceView } from './components/attendance-view/attendance-view';
export { OptionsScreenView } from './components/options-screen/options-screen-view';
export { TutorialScreenView } from './components/tutorial-screen/tutorial-screen-view';
export { faqArticleHtml } from './components/tutorial-screen/faq-article';
export { FormScreenView } from './components/form-screen/form-screen-view';
export { FormField } from './components/form-field/form-field';
export { TextBoxInput } from './components/text-input/text-box-input';
export { MemoInput } from './components/text-input/memo-input';
export { SelectInput } from './components/select-input/select-input';
export { CheckboxGroup } from './components/checkbox-group/checkbox-group';
export { MarkdownText } from './components/markdown-text/markdown-text';
export { AttachmentBox } from './components/attachment-box/attachment-box';
export { TableInput } from './components/table-input/table-input';
export { FinalScreenView } from './components/final-screen/final-screen-view';
export { TicketSummary } from './components/final-screen/ticket-summary';
export { CreateTicketDialog } from './components/ticket-dialogs/create-ticket-dialog';
export { ClosedAttendanceDialog } from './components/ticket-dialogs/closed-attendance-dialog';
export { IDLE_CREATION } from './components/ticket-dialogs/ticket-creation';
export { WalkScreen } from './components/walk-screen/walk-screen';
export { loadSanitizer, useSanitizer } from './lib/sanitize-html';
export { screenshotName, isUnnamedClipboardImage } from './lib/screenshot-name';

// service panel, tickets, PWA prompts
export { ServicePanel } from './components/service-panel/service-panel';
export { TicketList, LIST_TITLE_LIMIT } from './components/ticket-list/ticket-list';
export { TicketStateIcon, UnseenStar } from './components/ticket-list/ticket-marks';
export { ticketStateLook, isOpenTicketState } from './components/ticket-list/ticket-state';
export { TicketListView } from './components/ticket-list-view/ticket-list-view';
export { TicketSearchView } from './components/ticket-search/ticket-search-view';
export { TicketDetailView } from './components/ticket-detail/ticket-detail-view';
export { TicketProperties } from './components/ticket-detail/ticket-properties';
export { ArticleItem, SUBJECT_LIMIT, SUBJECT_LIMIT_PHONE } from './components/article-item/article-item';
export { articleBody, inlineImageSource } from './components/article-item/article-body';
export { ReplyEditor } from './components/reply-editor/reply-editor';
export { buildReplyBody, replyCorpo, replyTimestamp, canSendReply } from './components/reply-editor/reply-body';
export { IDLE_REPLY } from './components/reply-editor/reply-status';
export { InstallPrompt } from './components/install-prompt/install-prompt';
export { Pagination, PAGE_SIZES } from './components/pagination/pagination';
export { pageItems, pageCount, MAX_PAGE_ITEMS } from './components/pagination/page-items';
export { useDebouncedCallback } from './lib/use-debounced-callback';
export { useSearchText, SEARCH_DEBOUNCE_MS } from './lib/use-search-text';
export { useFileDrop, pastedFiles } from './lib/use-file-drop';
export { useFileReads } from './lib/use-file-reads';

// admin
export { AdminTreeListView } from './components/admin-tree-list/admin-tree-list-view';
export { TreeEditor } from './components/tree-editor/tree-editor';
export { ErrorLog } from './components/error-log/error-log';
export { TreeFormView } from './components/tree-form/tree-form-view';
export { treeFormRules } from './components/tree-form/tree-form-rules';
export { treeFileName, downloadText, TREE_FILE_TYPES } from './components/tree-form/tree-file';
export { filterTrees, foldText, isLaunched, ADMIN_DEBOUNCE_MS, TREE_FILTERS } from './components/admin-tree-list/tree-filter';

export type { MessageKey } from './messages/pt-BR';
export type { MessageValues } from './messages/t';
export type { LinkComponent, LinkProps } from './components/link/link-component';
export type { AppLayoutProps } from './components/app-layout/app-layout';
export type { TopBarProps, TopBarUser } from './components/top-bar/top-bar';
export type { NavEntry, NavPaths, UnseenCounts } from './components/top-bar/nav-entries';
export type { HomeHeroProps } from './components/home-hero/home-hero';
export type { VersionBadgeProps } from './components/version-badge/version-badge';
export type { ErrorKind, ErrorPageProps } from './components/error-page/error-page';
export type { LogoProps } from './components/logo/logo';
export type { ButtonProps, ButtonVariant, IconButtonProps } from './components/button/button';
export type { IconName, IconProps } from './components/icon/icon';
export type { DialogProps } from './components/dialog/dialog';
export type { ConfirmDialogProps } from './components/dialog/confirm-dialog';
export type { FieldControlProps, FieldShellProps } from './components/field-shell/field-shell';
// types: walk screens (attendance)
export type { AttendanceFormState, AttendanceViewProps } from './components/attendance-view/attendance-view';
export type { OptionsScreenViewProps } from './components/options-screen/options-screen-view';
export type { TutorialScreenViewProps } from './components/tutorial-screen/tutorial-screen-view';
export type { FaqState } from './components/tutorial-screen/faq-article';
export type { FormScreenViewProps } from './components/form-screen/form-screen-view';
export type { FormFieldProps } from './components/form-field/form-field';
export type { FieldInputProps, FieldUpdate, FieldValue } from './components/form-field/field-input-props';
export type { TextBoxInputProps } from './components/text-input/text-box-input';
export type { MemoInputProps } from './components/text-input/memo-input';
export type { ListState, SelectInputProps } from './components/select-input/select-input';
export type { CheckboxGroupProps } from './components/checkbox-group/checkbox-group';
export type { MarkdownTextProps } from './components/markdown-text/markdown-text';
export type { AttachmentBoxProps } from './components/attachment-box/attachment-box';
export type { TableInputProps } from './components/table-input/table-input';
export type { TableRow } from './components/table-input/table-row';
export type { FinalScreenViewProps } from './components/final-screen/final-screen-view';
export type { TicketSummaryProps } from './components/final-screen/ticket-summary';
export type { CreateTicketDialogProps } from './components/ticket-dialogs/create-ticket-dialog';
export type { ClosedAttendanceDialogProps } from './components/ticket-dialogs/closed-attendance-dialog';
export type { TicketCreationState } from './components/ticket-dialogs/ticket-creation';
export type { WalkHeadingLevel, WalkScreenProps } from './components/walk-screen/walk-screen';
export type { Sanitizer, SanitizeHtmlOptions } from './lib/sanitize-html';

// types: service panel, tickets, PWA prompts
export type { ServicePanelProps } from './components/service-panel/service-panel';
export type { TicketListProps } from './components/ticket-list/ticket-list';
export type { TicketStateIconProps } from './components/ticket-list/ticket-marks';
export type { TicketStateLook } from './components/ticket-list/ticket-state';
export type { TicketListViewProps } from './components/ticket-list-view/ticket-list-view';
export type { TicketSearchViewProps } from './components/ticket-search/ticket-search-view';
export type { TicketDetailViewProps } from './components/ticket-detail/ticket-detail-view';
export type { ArticleItemProps } from './components/article-item/article-item';
export type { ArticleBody, InlineImage } from './components/article-item/article-body';
export type { ReplyEditorProps } from './components/reply-editor/reply-editor';
export type { ReplyDraft } from './components/reply-editor/reply-body';
export type { ReplyStatus } from './components/reply-editor/reply-status';
export type { InstallPromptProps } from './components/install-prompt/install-prompt';
export type { PaginationProps } from './components/pagination/pagination';
export type { PageItem } from './components/pagination/page-items';
export type { Debounced } from './lib/use-debounced-callback';
export type { SearchText } from './lib/use-search-text';
export type { FileDropHandlers, FileDropSource } from './lib/use-file-drop';
export type { FileReadCallbacks, PendingRead, ReadFile } from './lib/use-file-reads';
export type { FileSizeBase } from './lib/format-file-size';

// types: admin
export type { TreeEditorHandle, TreeEditorProps } from './components/tree-editor/tree-editor';
export type { ErrorLogProps } from './components/error-log/error-log';
export type { TreeFormNotice, TreeFormViewProps } from './components/tree-form/tree-form-view';
export type { TreeFormRules, TreeFormState } from './components/tree-form/tree-form-rules';
export type { AdminTreeListViewProps } from './components/admin-tree-list/admin-tree-list-view';
export type { TreeFilter } from './components/admin-tree-list/tree-filter';

