export { default } from '@/pages/not-available';
