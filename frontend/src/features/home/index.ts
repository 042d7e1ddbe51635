export { HomePage } from './routes/HomePage';
