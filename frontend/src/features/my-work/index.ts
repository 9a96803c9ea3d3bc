export { userWorkQueryOptions } from './api/get-user-work';
export { useReviewRequestedFile } from './api/review-requested-file';
export { MyWorkCard } from './components/my-work-card';
export { WorkCounts } from './components/work-counts';
export { myWorkKeys } from './api/my-work-keys';
