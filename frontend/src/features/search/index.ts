export { QUICK_SEARCH_TAGS, SearchPanel } from './components/SearchPanel';
