import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import BookOutlined from '@mui/icons-material/BookOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined';
import LiveHelpOutlined from '@mui/icons-material/LiveHelpOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import FlightTakeoffOutlined from '@mui/icons-material/FlightTakeoffOutlined';
import MoreTimeOutlined from '@mui/icons-material/MoreTimeOutlined';
import DirectionsWalkOutlined from '@mui/icons-material/DirectionsWalkOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';

/**
 * Menu icons by the name stored on the menu (snake_case, as Material Symbols are named). A fixed set rather
 * than the whole icon package, which would weigh megabytes; a module needing another icon adds it here.
 */
const ICONS: Record<string, SvgIconComponent> = {
  account_balance_wallet: AccountBalanceWalletOutlined,
  assignment_return: AssignmentReturnOutlined,
  balance: BalanceOutlined,
  currency_exchange: CurrencyExchangeOutlined,
  fact_check: FactCheckOutlined,
  move_to_inbox: MoveToInboxOutlined,
  outbox: OutboxOutlined,
  qr_code_2: QrCode2Outlined,
  swap_horiz: SwapHorizOutlined,
  delete_sweep: DeleteSweepOutlined,
  receipt_long: ReceiptLongOutlined,
  savings: SavingsOutlined,
  insights: InsightsOutlined,
  verified: VerifiedOutlined,
  trending_up: TrendingUpOutlined,
  rule: RuleOutlined,
  policy: PolicyOutlined,
  info: InfoOutlined,
  emoji_events: EmojiEventsOutlined,
  contacts: ContactsOutlined,
  table_chart: TableChartOutlined,
  storage: StorageOutlined,
  local_shipping: LocalShippingOutlined,
  flight: FlightOutlined,
  flight_takeoff: FlightTakeoffOutlined,
  more_time: MoreTimeOutlined,
  directions_walk: DirectionsWalkOutlined,
  event: EventOutlined,
  history: HistoryOutlined,
  security: SecurityOutlined,
  tune: TuneOutlined,
  approval: ApprovalOutlined,
  summarize: SummarizeOutlined,
  query_stats: QueryStatsOutlined,
  upload_file: UploadFileOutlined,
  draw: DrawOutlined,
  format_list_numbered: FormatListNumberedOutlined,
  view_column: ViewColumnOutlined,
  account_tree: AccountTreeOutlined,
  badge: BadgeOutlined,
  person_add: PersonAddOutlined,
  military_tech: MilitaryTechOutlined,
  logout: LogoutOutlined,
  edit_note: EditNoteOutlined,
  admin_panel_settings: AdminPanelSettingsOutlined,
  menu: MenuOutlined,
  menu_book: MenuBookOutlined,
  store: StorefrontOutlined,
  school: SchoolOutlined,
  event_available: EventAvailableOutlined,
  event_busy: EventBusyOutlined,
  event_note: EventNoteOutlined,
  schedule: ScheduleOutlined,
  print: PrintOutlined,
  request_quote: RequestQuoteOutlined,
  handshake: HandshakeOutlined,
  how_to_reg: HowToRegOutlined,
  apartment: ApartmentOutlined,
  category: CategoryOutlined,
  timeline: TimelineOutlined,
  account_circle: AccountCircleOutlined,
  account_balance: AccountBalanceOutlined,
  article: ArticleOutlined,
  assignment: AssignmentOutlined,
  bar_chart: BarChartOutlined,
  bug_report: BugReportOutlined,
  business: BusinessOutlined,
  calendar_month: CalendarMonthOutlined,
  computer: ComputerOutlined,
  dashboard: DashboardOutlined,
  description: DescriptionOutlined,
  feedback: FeedbackOutlined,
  folder: FolderOutlined,
  book: BookOutlined,
  campaign: CampaignOutlined,
  engineering: EngineeringOutlined,
  folder_open: FolderOpenOutlined,
  how_to_vote: HowToVoteOutlined,
  inventory_2: Inventory2Outlined,
  live_help: LiveHelpOutlined,
  public: PublicOutlined,
  monitor_heart: MonitorHeartOutlined,
  gavel: GavelOutlined,
  groups: GroupsOutlined,
  help: HelpOutline,
  home: HomeOutlined,
  inventory: Inventory2Outlined,
  key: KeyOutlined,
  library_books: LibraryBooksOutlined,
  link: LinkOutlined,
  list: ListAltOutlined,
  monitor: MonitorHeartOutlined,
  notifications: NotificationsOutlined,
  payments: PaymentsOutlined,
  people: PeopleOutline,
  person: PersonOutline,
  receipt: ReceiptLongOutlined,
  settings: SettingsOutlined,
  shopping_cart: ShoppingCartOutlined,
  task: TaskAltOutlined,
  work: WorkOutline,
};

/** Whether a menu's icon name is one this sidebar draws (any other draws a folder). */
export const hasMenuIcon = (name: string) => Object.hasOwn(ICONS, name);

export function MenuIcon({ name, fontSize = 'small' }: { name: string | null | undefined; fontSize?: 'small' | 'inherit' | 'medium' }) {
  const Icon = (name && ICONS[name]) || FolderOutlined;
  return <Icon fontSize={fontSize} />;
}
